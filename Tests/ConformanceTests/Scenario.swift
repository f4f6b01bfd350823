import Model
import ServiceDoubles
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

/// One rule of `Docs/FeatureSpec.md`, checked against a variant through user actions only.
///
/// A rule about answers that arrive after their task was cancelled is checked twice: once with
/// a service that withdraws a cancelled request at once, as `URLSession` does, and once with
/// one that answers it late, as a server that finishes what it started does. Only the second
/// can deliver an outdated answer, or an answer to a screen that left, so only it shows that a
/// variant ignores them rather than never receiving them.
struct Scenario: Sendable {
  typealias CancellationPolicy = ControllableService.CancellationPolicy

  let id: String
  /// The policies of the service the rule is checked under.
  let policies: [CancellationPolicy]
  let check: @MainActor @Sendable (Variant, CancellationPolicy) async throws -> Void

  /// A rule checked with the default service, which withdraws a cancelled request.
  init(_ id: String, check: @escaping @MainActor @Sendable (Variant) async throws -> Void) {
    self.id = id
    self.policies = [.throwsAtOnce]
    self.check = { variant, _ in try await check(variant) }
  }

  /// A rule checked under each of `policies`: the check makes its service with the one it is
  /// given.
  init(
    _ id: String, policies: [CancellationPolicy],
    check: @escaping @MainActor @Sendable (Variant, CancellationPolicy) async throws -> Void
  ) {
    self.id = id
    self.policies = policies
    self.check = check
  }

  /// The rule under one policy: one case of the conformance test.
  struct Run: Sendable, CustomTestStringConvertible {
    let scenario: Scenario
    let policy: CancellationPolicy

    var testDescription: String {
      policy == .answersLate ? "\(scenario.id), answering late" : scenario.id
    }

    @MainActor
    func check(_ variant: Variant) async throws {
      try await scenario.check(variant, policy)
    }
  }

  /// The rule under each of its policies.
  var runs: [Run] { policies.map { Run(scenario: self, policy: $0) } }
}

/// The scenario IDs `Docs/FeatureSpec.md` defines: the first cell of each table row.
func specScenarioIDs() throws -> [String] {
  try SpecFile.scenarioIDs()
}

/// Snapshots the conformance scenarios compare against, built once.
enum Screens {
  static let greeting = ScreenSnapshot(
    title: "Greeting", buttons: [.init(title: "Show greeting")])

  static func greeted(_ labels: String...) -> ScreenSnapshot {
    ScreenSnapshot(title: "Greeting", labels: labels, buttons: [.init(title: "Show greeting")])
  }

  static func subjects(
    loading: Bool = false, labels: [String] = [], rows: [String], retry: Bool = false
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      title: "Subjects", isLoading: loading, labels: labels,
      buttons: retry ? [.init(title: "Retry")] : [], rows: rows.map { .init(title: $0) })
  }

  static func allSubjects(
    _ rows: [(String, Bool)], labels: [String] = []
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      title: "All subjects", labels: labels,
      rows: rows.map { .init(title: $0.0, isChecked: $0.1) })
  }
}
