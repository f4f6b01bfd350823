/// How wide the output may be.
enum ScreenWidth {
  /// Narrower than this, not even one screen fits.
  static let minimum = 12
  /// The width when neither `--width`, `COLUMNS` nor the terminal says.
  static let standard = 120
}
