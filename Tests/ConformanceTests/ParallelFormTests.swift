import Foundation
import ShowcaseCore
import TestSupport
import Testing

/// Keeps the variants parallel where their patterns do not ask otherwise: on each screen, the
/// role that takes the user's events has one method per event, named after what the user did,
/// under the same name in every variant. A diff between two variants then lines up, and a
/// rename in one variant fails here.
@Suite("Parallel form")
struct ParallelFormTests {
  /// What the user can do on each screen, as the event methods' signatures.
  static let events: [String: [String]] = [
    "Greeting": ["showGreetingTapped()"],
    "Subjects": ["retryTapped()", "rowSelected(at:)"],
    "AllSubjects": ["rowSelected(at:)"],
    "Practice": [],
  ]

  /// The role that takes the user's events in each pattern, as its files' names end.
  static let eventRoles: [String: String] = [
    "MVC": "ViewController", "MVP": "Presenter", "MVVM": "ViewModel", "VIPER": "Presenter",
    "Redux": "ViewController",
  ]

  @Test(
    "Each screen's presentation role takes the user's events under the same names",
    arguments: Variant.underTest)
  func sameEventsUnderTheSameNames(variant: Variant) throws {
    let role = try #require(Self.eventRoles[variant.name], "name \(variant.name)'s event role")
    for (screen, expected) in Self.events.sorted(by: { $0.key < $1.key }) {
      let path = "Sources/\(variant.name)/\(screen)\(role).swift"
      let text = try String(
        contentsOf: SpecFile.packageRoot.appendingPathComponent(path), encoding: .utf8)
      #expect(Self.eventMethods(in: text) == expected.sorted(), "\(path)")
    }
  }

  @Test("An event method is found by its name and labels, and a renamed one is told apart")
  func eventMethodsAreReadWithTheirLabels() {
    let source = """
      func viewWillAppear() {}
      private func retryTapped() { load() }
      func rowSelected(at row: Int) {}
      func subjectSelected(_ subject: Subject) {}
      // func commentedTapped() {}
      func showGreetingButtonTapped() {}
      """
    #expect(
      Self.eventMethods(in: source) == [
        "retryTapped()", "rowSelected(at:)", "showGreetingButtonTapped()", "subjectSelected(_:)",
      ])
  }

  /// The signatures of the methods named after a user's action (`…Tapped`, `…Selected`), in
  /// code, not in comments.
  static func eventMethods(in text: String) -> [String] {
    let pattern = /^\s*(?:[a-z@]+\s+)*func\s+(\w+(?:Tapped|Selected))\(([^)]*)\)/
    return text.split(separator: "\n").compactMap { line -> String? in
      guard let match = line.firstMatch(of: pattern) else { return nil }
      let labels = match.output.2.split(separator: ",").map { parameter in
        (parameter.split(separator: " ").first.map(String.init) ?? "") + ":"
      }
      return "\(match.output.1)(\(labels.joined()))"
    }
    .sorted()
  }
}
