import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseLab
@testable import ShowcaseSupport

/// The workshop's own exercises (Docs/Workshop/), read as `showcase workshop` reads them: whole for
/// every variant, parallel across the variants, and still applying to the sources as they are.
/// A solution that drifted from the code fails here, in `swift test`, before any build; the CI
/// step `showcase workshop prove` then builds and runs them.
@Suite("Workshop exercises")
struct WorkshopExerciseTests {
  static let exercises =
    (try? Exercise.all(packageRoot: SpecFile.packageRoot, variants: Variant.all)) ?? []

  @Test("there are at least four exercises, each whole for every variant")
  func everyExerciseIsWhole() throws {
    let exercises = try Exercise.all(packageRoot: SpecFile.packageRoot, variants: Variant.all)
    #expect(exercises.count >= 4)
    for exercise in exercises {
      #expect(!exercise.conformanceTests.isEmpty, "\(exercise.id)")
      for variant in Variant.all {
        #expect(!exercise.unitTests(of: variant.name).isEmpty, "\(exercise.id) \(variant.name)")
        #expect(exercise.solutions[variant.name] != nil, "\(exercise.id) \(variant.name)")
      }
    }
    #expect(Set(exercises.map(\.concern)).count == exercises.count, "one concern each")
  }

  @Test("the exercises' scenario IDs are their own: none is the spec's, none is repeated")
  func scenarioIDsAreTheirOwn() throws {
    let spec = Set(try SpecReader.scenarioIDs(packageRoot: SpecFile.packageRoot))
    let ids = Self.exercises.flatMap(\.scenarioIDs)
    #expect(!ids.isEmpty)
    #expect(Set(ids).count == ids.count)
    #expect(spec.isDisjoint(with: ids))
  }

  @Test("every reference solution applies to the tree as it is")
  func solutionsApplyToTheTree() {
    // While an exercise is started, the tree as `start` found it is in its state folder.
    let started = SpecFile.packageRoot.appendingPathComponent(WorkshopState.file)
    let tree = WorkshopTree(
      root: FileManager.default.fileExists(atPath: started.path)
        ? SpecFile.packageRoot.appendingPathComponent(WorkshopState.copies)
        : SpecFile.packageRoot)
    for exercise in Self.exercises {
      for file in exercise.testFiles {
        #expect(!tree.exists(file.path), "\(exercise.id): \(file.path) is already in the tree")
      }
      for variant in Variant.all {
        #expect(throws: Never.self, "\(exercise.id) \(variant.name)") {
          try exercise.solutions[variant.name]?.patchedFiles(tree.read)
        }
      }
    }
  }

  @Test(
    "each scenario has one unit test per variant, under the same function name in each",
    arguments: exercises.map(\.id))
  func unitTestsAreParallel(id: String) throws {
    let exercise = try #require(Self.exercises.first { $0.id == id })
    let pattern = /@Test\(\s*"([A-Z][0-9]+\.[0-9]+) [^"]*"\)\s*func\s+(\w+)/
    var names: [String: Set<String>] = [:]
    for variant in Variant.all {
      var tested: [String] = []
      for file in exercise.unitTests(of: variant.name) {
        for match in file.text.matches(of: pattern) {
          tested.append(String(match.output.1))
          names[String(match.output.1), default: []].insert(String(match.output.2))
        }
      }
      #expect(tested.sorted() == exercise.scenarioIDs, "\(id) \(variant.name)")
    }
    for (scenario, functions) in names {
      #expect(functions.count == 1, "\(scenario) is tested as \(functions.sorted())")
    }
  }

  @Test("a change's cost counts code lines, new files, types and test lines, as the report does")
  func costCountsCodeLines() throws {
    // Given
    let production = LineDiff.edits(
      of: "Sources/MVC/A.swift", from: "struct A {\n  let a = 1\n}\n",
      to:
        """
        /// A, and now B.
        struct A {
          let a = 2

          struct B {}
          func f() {
            // Nothing yet.
          }
        }

        """)
    let made = LineDiff.edits(
      of: "Sources/MVC/C.swift", from: nil, to: "enum C {}\n// a comment\n")
    let double = LineDiff.edits(
      of: "Tests/MVCTests/Spy.swift", from: "class Spy {}\n",
      to: "class Spy {\n  var calls = 0\n}\n")
    let tests = [
      Exercise.TestFile(
        path: "Tests/MVCTests/WorkshopTests.swift", text: "// Tests.\nstruct WorkshopTests {}\n",
        variant: "MVC")
    ]

    // When
    let cost = ChangeCost(solution: production + made + double, tests: tests)

    // Then: the comments and the blank line are not code
    #expect(cost.filesTouched == 3)
    #expect(cost.filesAdded == 1)
    #expect(cost.productionAdded == 5)
    #expect(cost.productionRemoved == 1)
    #expect(cost.typesAdded == 2)
    #expect(cost.testLinesChanged == 4)
    #expect(cost.exerciseTestLines == 1)
  }

  @Test("the change-cost tables have a row per exercise and a column per variant")
  func tablesShowEveryExerciseAndVariant() {
    let tables = WorkshopTables(exercises: Self.exercises, variants: Variant.all.map(\.name))
    let regions = tables.regions
    #expect(regions.count == Self.exercises.count + 1)
    #expect(tables.summary.headers == ["Exercise"] + Variant.all.map(\.name))
    #expect(tables.summary.rows.count == Self.exercises.count + 4)
    for exercise in Self.exercises {
      #expect(regions[WorkshopTables.region(of: exercise)]?.hasPrefix("| Figure | MVC |") == true)
    }
  }
}
