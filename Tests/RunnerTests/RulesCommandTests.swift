import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseMeasures
@testable import ShowcaseSupport

/// `showcase rules` on the package's own sources, where every form's verdict is the one
/// expected, and on a tiny package written to a temporary folder, where it is not.
@MainActor
struct RulesCommandTests {
  @Test func theCheckoutsFormsAreJudgedAsDeclared() async throws {
    // When: wide enough that no line wraps
    let result = await CommandRun.of(
      ["rules"], in: SpecFile.packageRoot, environment: ["COLUMNS": "1000"])

    // Then
    #expect(result.status == 0)
    #expect(result.error == [])
    let forms = Variant.all.map(\.name) + Exhibit.all.map(\.name)
    // A row per form; a form's other broken rules are on the lines under it, indented.
    let rows = result.output.dropFirst(2).prefix { !$0.isEmpty }.filter { !$0.hasPrefix(" ") }
    #expect(rows.map { $0.prefix { $0 != " " } } == forms.map { Substring($0) })
    for exhibit in Exhibit.all {
      for broken in exhibit.breaks {
        let line = "\(exhibit.name) breaks \(broken.rule) ("
        #expect(
          result.output.contains { $0.hasPrefix(line) && $0.hasSuffix(": \(broken.reason).") },
          "\(line)…")
      }
    }
    #expect(result.output.last?.hasPrefix("\(forms.count) forms: every variant keeps") == true)
  }

  @Test func markdownIsTheTableOfDocsForms() async throws {
    // When
    let result = await CommandRun.of(["rules", "--format", "markdown"], in: SpecFile.packageRoot)

    // Then: the table Docs/Forms.md keeps, which `report --check` recomputes.
    let forms = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/Forms.md"), encoding: .utf8)
    let region = try #require(
      MarkedRegions.content(of: "rules", in: forms)?.components(separatedBy: "\n\n").first)
    #expect(result.status == 0)
    #expect(result.output.joined(separator: "\n").hasPrefix(region + "\n"))
    #expect(
      result.output.first == "| Form | Kind | Judged by | Rules kept | Broken | As declared |")
  }

  @Test func aFormJudgedOtherwiseFailsWithALineForEachDifference() async throws {
    // Given: MVC's only file holds a presenter, and no exhibit is there to be judged.
    let root = TestFolder.name("rules-tests")
    defer { try? FileManager.default.removeItem(at: root) }
    try TestFolder.write(
      [
        "Docs/FeatureSpec.md": "| ID | Rule |\n|---|---|\n| G1 | One. |\n",
        "Sources/ViewKit/View.swift": "open class View {}\npublic final class Label: View {}\n",
        "Sources/Model/Person.swift": "public struct Person {}\n",
        "Sources/MVC/GreetingPresenter.swift": "final class GreetingPresenter {}\n",
      ], into: root)

    // When: wide enough that the table fits
    let result = await CommandRun.of(
      ["rules"], in: root, environment: ["COLUMNS": "1000"], variants: [Variant.all[0]])

    // Then
    #expect(result.status == ExitCode.differ)
    #expect(result.error.allSatisfy { $0.hasPrefix("showcase rules: ") })
    #expect(
      result.error.first
        == "showcase rules: MVC breaks MVC.every-class-is-a-view-controller-or-a-view: "
        + "Sources/MVC/GreetingPresenter.swift:1")
    let massive = "showcase rules: MassiveMVC breaks MVC.model-knows-no-view"
    #expect(!result.error.contains { $0.hasPrefix(massive) })
    #expect(
      result.error.contains(
        "showcase rules: MassiveMVC breaks MVC.every-class-is-a-view-controller-or-a-view: "
          + "it applies to no file"))
  }

  @Test func theFormsTableBuildsAFormOnceItsVariantIsListed() throws {
    // Given: 002's form, whose variant is left out of the list, then is in it.
    let handlers = try #require(Variant.named("mvvm-with-handlers"))
    let others = Variant.all.filter { $0.id != handlers.id }
    let form =
      "| 002 | MVVM whose view model hands its work to data and business handlers, "
      + "joined by a context |"

    // When
    let before = Article.markdown(variants: others)
    let after = Article.markdown(variants: others + [handlers])

    // Then
    #expect(before.contains("\(form) not built |"))
    #expect(
      after.contains("\(form) variant [Sources/MVVMWithHandlers](../Sources/MVVMWithHandlers) |"))
    #expect(after.contains("| 003 | VIPER | variant [Sources/VIPER](../Sources/VIPER) |"))
  }

  @Test func outsideThePackageItSaysWhereItLooked() async {
    // When
    let result = await CommandRun.of(["rules"], in: URL(fileURLWithPath: "/nonexistent"))

    // Then
    #expect(result.status == ExitCode.noInput)
    #expect(
      result.error == [
        "showcase rules: no Docs/FeatureSpec.md in /nonexistent "
          + "(run it from the package's root folder)"
      ])
  }
}
