/// How wide the output may be.
package enum ScreenWidth {
  /// Narrower than this, not even one screen fits.
  static let minimum = 12
  /// Wider than this, no terminal or slide shows it: more than thirty screens side by side.
  /// `--width` takes no more, and a wider `COLUMNS` or terminal counts as this.
  static let maximum = 1_000
  /// The width when neither `--width`, `COLUMNS` nor the terminal says.
  static let standard = 120

  /// For code in two columns (`diff`, `compare-tests`): the narrowest `--width` that leaves
  /// each column room to read, and the width when nothing says.
  package static let codeColumnsMinimum = 40
  package static let codeColumnsStandard = 160
}
