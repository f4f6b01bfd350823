import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab

/// The package's own bug catalogue, Docs/bugs.catalogue: it still applies to the code as it is,
/// `bugs --list` lists its bugs, and a mistake written into it is named by file and line.
/// Nothing here builds or runs a suite.
@MainActor
struct PackageCatalogueTests {
  /// The package's catalogue, read with the package's variants and spec.
  private static func packageCatalogue() throws -> BugCatalogue {
    try BugCatalogue.load(
      packageRoot: SpecFile.packageRoot, variants: Variant.all.map(\.name),
      specIDs: try SpecReader.scenarioIDs(packageRoot: SpecFile.packageRoot))
  }

  @Test(
    "every catalogued edit applies exactly once to the current sources of its variant",
    .disabled(
      if: PackageCatalogueTests.workshopStarted,
      "a workshop exercise is started: the sources hold its changes, which the catalogue does not quote"
    ))
  func everyEditAppliesExactlyOnce() throws {
    // Given
    let catalogue = try Self.packageCatalogue()

    // When: the run's plan writes every edit into memory, and notes each that fails.
    let plan = BugHuntRun.plan(
      catalogue.bugs, variants: Variant.all.map(\.name), packageRoot: SpecFile.packageRoot)

    // Then: none fails, and each file a bug names is really changed.
    #expect(plan.broken.isEmpty, "\(plan.broken.map(\.mistake.description))")
    var changed: [String] = []
    for bug in catalogue.bugs {
      for variant in Variant.all {
        for (path, text) in plan.patches[bug.id]?[variant.name] ?? [:] {
          #expect(text != plan.originals[path], "\(bug.id), \(variant.name): \(path) unchanged")
          changed.append("\(bug.id) \(variant.name)")
        }
      }
    }
    #expect(Set(changed).count == catalogue.bugs.count * Variant.all.count)
  }

  @Test("the catalogue names every bug the comparison asks for, each breaking a scenario")
  func catalogueHoldsTheBugsOfTheComparison() throws {
    // When
    let bugs = try Self.packageCatalogue().bugs

    // Then
    #expect(bugs.count >= 13)
    #expect(bugs.map(\.id) == (1...bugs.count).map { "B\($0)" })
    #expect(bugs.allSatisfy { !$0.scenarios.isEmpty })
    let scenarios = Set(bugs.flatMap(\.scenarios))
    #expect(
      scenarios.isSuperset(of: [
        "G4", "G5", "G6", "S1", "S4", "S5", "S6", "S7", "S8", "P1", "A2", "A3", "A5", "L1",
      ]))
  }

  @Test(
    "bugs --list lists the package's fourteen bugs, in order",
    .disabled(
      if: PackageCatalogueTests.workshopStarted,
      "a workshop exercise is started: the sources hold its changes, which the catalogue does not quote"
    ))
  func listsTheBugs() async {
    // Given
    var output: [String] = []
    var error: [String] = []

    // When
    let status = await Showcase.run(
      arguments: ["bugs", "--list"], environment: [:], variants: Variant.all,
      packageRoot: SpecFile.packageRoot, input: { nil }, output: { output.append($0) },
      error: { error.append($0) })

    // Then
    #expect(status == 0)
    #expect(error == [])
    #expect(output.map { String($0.prefix { $0 != " " }) } == (1...14).map { "B\($0)" })
    #expect(output.first == "B1   A blank salutation is greeted (G4, G5)")
    // The IDs are padded to one width, so every title starts in the same column.
    let titleColumns = Set(output.map { $0.count - $0.drop { $0 != " " }.drop { $0 == " " }.count })
    #expect(titleColumns == [5], "\(output)")
  }

  @Test("a mistake in the package's catalogue names the file and its line")
  func mistakeNamesFileAndLine() throws {
    // Given: B1's scenarios with one the spec does not have.
    let url = SpecFile.packageRoot.appendingPathComponent(BugCatalogue.path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex(of: "Scenarios: G4, G5")) + 1
    let broken = text.replacingOccurrences(of: "Scenarios: G4, G5", with: "Scenarios: G4, G99")
    let specIDs = try SpecReader.scenarioIDs(packageRoot: SpecFile.packageRoot)

    // When
    let mistake = #expect(throws: BugCatalogue.Mistake.self) {
      try BugCatalogue.parse(broken, variants: Variant.all.map(\.name), specIDs: specIDs)
    }

    // Then
    #expect(
      mistake?.description
        == "Docs/bugs.catalogue:\(line): B1: no scenario 'G99' in Docs/FeatureSpec.md")
  }
}

extension PackageCatalogueTests {
  /// Whether a workshop exercise is started in this tree (`showcase workshop start`): its
  /// solutions change lines the catalogue quotes, so the catalogue is checked against the
  /// package's own sources only, before `start` and after `reset` (and by CI's `bugs --check`).
  nonisolated static var workshopStarted: Bool {
    FileManager.default.fileExists(
      atPath: SpecFile.packageRoot.appendingPathComponent(WorkshopState.file).path)
  }
}
