import Foundation
import ShowcaseCore

extension Variant {
  /// The variants the suite checks: every one, or only the one whose id the environment
  /// variable `CONFORMANCE_VARIANT` names (`CONFORMANCE_VARIANT=mvp swift test`).
  /// `showcase mutate` runs the suite this way, once per variant, against that variant's
  /// mutants.
  static var underTest: [Variant] {
    guard let id = ProcessInfo.processInfo.environment["CONFORMANCE_VARIANT"] else { return all }
    return all.filter { $0.id == id.lowercased() }
  }
}
