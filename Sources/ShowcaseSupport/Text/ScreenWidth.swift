/// How wide the output may be.
package enum ScreenWidth {
  /// Narrower than this, not even one screen fits.
  static let minimum = 12
  /// Wider than this, no terminal or slide shows it: more than thirty screens side by side.
  /// `--width` takes no more, and a wider `COLUMNS` or terminal counts as this.
  static let maximum = 1_000
  /// The width of every command when neither `--width`, `COLUMNS` nor the terminal says: what
  /// a projector shows in letters a room can read.
  package static let standard = 100

  /// For code in columns (`diff`, `compare-tests`): the narrowest `--width` that leaves one
  /// column room to read.
  package static let codeColumnsMinimum = 40
}
