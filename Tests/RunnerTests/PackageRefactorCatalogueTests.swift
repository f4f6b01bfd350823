import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab

/// The package's own refactoring catalogue, Docs/refactors.catalogue: it still applies to the
/// code as it is, it holds the refactors the comparison names, and `refactor --list` lists
/// them. Nothing here builds or runs a suite: CI's `refactor --check` does. Only the command's
/// test runs on the main actor.
struct PackageRefactorCatalogueTests {
  private static func packageCatalogue() throws -> RefactorCatalogue {
    try RefactorCatalogue.load(
      packageRoot: SpecFile.packageRoot, variants: Variant.all.map(\.name), specIDs: [])
  }

  @Test(
    "every refactor and repair applies exactly once to the current code of its variant",
    .disabled(
      if: PackageCatalogueTests.workshopStarted,
      "a workshop exercise is started: the sources hold its changes, which the catalogue does not quote"
    ))
  func everyEditAppliesExactlyOnce() throws {
    // Given
    let catalogue = try Self.packageCatalogue()

    // When: the run's plan writes every edit into memory, and notes each that fails.
    let plan = RefactorRun.plan(
      catalogue.refactors, variants: Variant.all.map(\.name), packageRoot: SpecFile.packageRoot)

    // Then: none fails, and each variant a refactor applies to has its production code changed.
    #expect(plan.broken.isEmpty, "\(plan.broken.map(\.mistake.description))")
    for refactor in catalogue.refactors {
      for variant in Variant.all where refactor.applies(to: variant.name) {
        let files = plan.patches[refactor.id]?[variant.name] ?? [:]
        #expect(!files.isEmpty, "\(refactor.id), \(variant.name): nothing changed")
        for (path, text) in files {
          #expect(text != plan.originals[path], "\(refactor.id), \(variant.name): \(path)")
        }
      }
    }
  }

  @Test("the catalogue holds the refactors the comparison names, of the study's kinds")
  func holdsTheComparisonsRefactors() throws {
    // When
    let refactors = try Self.packageCatalogue().refactors

    // Then
    #expect(refactors.count >= 10)
    #expect(refactors.map(\.id) == (1...refactors.count).map { "R\($0)" })
    let kinds = Set(refactors.map(\.kind))
    // Kashiwa et al.'s kinds the table sets beside their ranking.
    #expect(
      kinds.isSuperset(of: [
        "Rename Method", "Rename Attribute", "Rename Class", "Add Parameter",
        "Change Return Type", "Extract Class",
      ]))
    // Every refactor applies somewhere, and says why wherever it does not.
    for refactor in refactors {
      #expect(Variant.all.contains { refactor.applies(to: $0.name) }, "\(refactor.id)")
    }
  }

  @Test(
    "refactor --list lists the package's refactors, in order",
    .disabled(
      if: PackageCatalogueTests.workshopStarted,
      "a workshop exercise is started: the sources hold its changes, which the catalogue does not quote"
    ))
  @MainActor
  func listsTheRefactors() async throws {
    // Given
    let count = try Self.packageCatalogue().refactors.count
    var output: [String] = []
    var error: [String] = []

    // When
    let status = await Showcase.run(
      arguments: ["refactor", "--list"], environment: ["COLUMNS": "1000"], variants: Variant.all,
      packageRoot: SpecFile.packageRoot, input: { nil }, output: { output.append($0) },
      error: { error.append($0) })

    // Then
    #expect(status == 0)
    #expect(error == [])
    #expect(output.map { String($0.prefix { $0 != " " }) } == (1...count).map { "R\($0)" })
  }
}
