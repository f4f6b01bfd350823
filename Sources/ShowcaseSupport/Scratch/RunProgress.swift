import Foundation

/// What a long run of the lab says on standard error, so that it never looks hung. At a
/// terminal one line is rewritten in place (`MVP 37/166 …`); elsewhere only finished lines.
@MainActor
package final class RunProgress {
  private let isLive: Bool
  private let write: (String) -> Void
  /// Whether the last line written is one that the next update replaces.
  private var showsLiveLine = false

  package init(isLive: Bool, write: @escaping (String) -> Void) {
    self.isLive = isLive
    self.write = write
  }

  /// A line that stays.
  package func line(_ text: String) {
    write(replacingLiveLine + text)
    showsLiveLine = false
  }

  /// A line that the next update or line replaces; nothing unless at a terminal.
  package func update(_ text: String) {
    guard isLive else { return }
    write(replacingLiveLine + text)
    showsLiveLine = true
  }

  /// Removes the live line: up, clear, up once more, so that the line break every write ends
  /// with leaves the cursor where the live line began.
  package func clear() {
    guard showsLiveLine else { return }
    write("\u{1B}[1A\u{1B}[2K\u{1B}[1A")
    showsLiveLine = false
  }

  private var replacingLiveLine: String {
    showsLiveLine ? "\u{1B}[1A\u{1B}[2K" : ""
  }

  /// `1:05`.
  package static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return String(format: "%d:%02d", whole / 60, whole % 60)
  }
}
