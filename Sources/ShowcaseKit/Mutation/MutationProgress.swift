/// What a mutation run says while it works, on standard error, so that a long run never looks
/// hung. At a terminal one line is rewritten in place (`MVP 37/166 …`); to a pipe or a file
/// only finished lines are written, one a phase and one a variant.
@MainActor
final class MutationProgress {
  private let isLive: Bool
  private let write: (String) -> Void
  /// Whether the last line written is one that the next update replaces.
  private var showsLiveLine = false

  init(isLive: Bool, write: @escaping (String) -> Void) {
    self.isLive = isLive
    self.write = write
  }

  /// A line that stays.
  func line(_ text: String) {
    write(replacingLiveLine + text)
    showsLiveLine = false
  }

  /// A line that the next update or line replaces; nothing unless at a terminal.
  func update(_ text: String) {
    guard isLive else { return }
    write(replacingLiveLine + text)
    showsLiveLine = true
  }

  /// Up one line and clear it, when the line above is a live one: every line written ends
  /// with a line break.
  private var replacingLiveLine: String {
    showsLiveLine ? "\u{1B}[1A\u{1B}[2K" : ""
  }

  /// `MVP  37/166  unit 30  conformance 31  survived 5  compile errors 2  0:43`.
  static func variantLine(
    _ variant: String, done: Int, of total: Int, fates: [MutantFate], seconds: Double
  ) -> String {
    let unit = fates.filter(\.killedByUnitSuite).count
    let conformance = fates.filter(\.killedByConformanceSuite).count
    let survived = fates.filter(\.survives).count
    let errors = fates.filter { !$0.compiles }.count
    return [
      variant, "\(done)/\(total)", "killed by unit suite \(unit)",
      "by conformance suite \(conformance)", "survived \(survived)", "compile errors \(errors)",
      clock(seconds),
    ].joined(separator: "  ")
  }

  /// `1:05`.
  static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    let padded = whole % 60 < 10 ? "0\(whole % 60)" : "\(whole % 60)"
    return "\(whole / 60):\(padded)"
  }
}
