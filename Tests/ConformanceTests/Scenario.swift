import Model
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

/// One rule of `Docs/FeatureSpec.md`, checked against a variant through user actions only.
struct Scenario: Sendable, CustomTestStringConvertible {
  let id: String
  let check: @MainActor @Sendable (Variant) async throws -> Void

  init(_ id: String, check: @escaping @MainActor @Sendable (Variant) async throws -> Void) {
    self.id = id
    self.check = check
  }

  var testDescription: String { id }
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
