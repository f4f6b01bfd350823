import Foundation

extension SourceScanner {
  /// The scanner of `text`, scanned once per text in this process. The rules, the static
  /// figures and the diff read the same files of the package again and again, in a test run
  /// above all; each file's text is scanned once. Edited texts (a mutant, a bug) use `init`.
  package static func scanningOnce(_ text: String) -> SourceScanner {
    ScanCache.shared.scanner(for: text)
  }
}

/// The scanners made so far, by the text they scanned.
private final class ScanCache: @unchecked Sendable {
  static let shared = ScanCache()

  // A lock rather than an actor: the callers are synchronous, on any thread.
  private let lock = NSLock()
  private var scanners: [String: SourceScanner] = [:]

  func scanner(for text: String) -> SourceScanner {
    if let known = lock.withLock({ scanners[text] }) { return known }
    let scanner = SourceScanner(text)
    lock.withLock { scanners[text] = scanner }
    return scanner
  }
}
