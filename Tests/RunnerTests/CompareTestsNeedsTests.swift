import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseMeasures
@testable import ShowcaseSupport

/// `showcase compare-tests` on this package: what each test needs from outside its body, read
/// from its suite, and `--pattern`.
@Suite("compare-tests: what a test needs")
@MainActor
struct CompareTestsNeedsTests {
  static func needs(_ variant: String, _ id: String = "S5") throws -> TestNeeds {
    let serviceDoubles: Set = ["ControllableService"]
    return try CompareTestsCommand.extract(
      for: id, variant: variant, packageRoot: SpecFile.packageRoot,
      serviceDoubles: serviceDoubles
    ).needs
  }

  @Test("VIPER's test needs its suite's spies and init(), though its body makes none")
  func viperNeedsItsSuitesSpies() throws {
    // When
    let needs = try Self.needs("VIPER")

    // Then
    #expect(needs.fixtures.starts(with: ["view", "interactor", "router", "presenter"]))
    #expect(needs.usesInit)
    #expect(
      Set(needs.doubles).isSuperset(
        of: ["SubjectsViewSpy", "SubjectsInteractorSpy", "SubjectsRouterSpy"]))
    #expect(needs.setupCode.contains("let view = SubjectsViewSpy()"))
    #expect(needs.setupCode.contains("init() {"))
    #expect(needs.setupSummary().hasPrefix("Setup: the suite's view, interactor, router"))
  }

  @Test("MVP's test needs the helper that makes its presenter and spy, and the service")
  func mvpNeedsItsHelper() throws {
    // When
    let needs = try Self.needs("MVP")

    // Then: `rows`, called only in the checks, is no setup.
    #expect(needs.fixtures == ["service"])
    #expect(needs.helpers == ["makeSubjects"])
    #expect(needs.doubles == ["ControllableService", "SubjectsViewSpy"])
    #expect(needs.setupCode.contains { $0.contains("func makeSubjects(") })
    #expect(needs.setupSummary() == "Setup: the suite's service; calls makeSubjects")
    #expect(needs.doublesSummary() == "Doubles: ControllableService, SubjectsViewSpy")
  }

  @Test("a name the test declares itself is not the suite's")
  func aLocalNameIsNotAFixture() {
    // Given
    let source = """
      struct Tests {
        let view = ViewSpy()
        let other = OtherStub()

        @Test("G1 one")
        func one() {
          let view = 1
          #expect(view == 1)
        }
      }
      """
    let file = SourceOutline(SourceScanner(source))
    let test = file.scanner.tests[0]

    // When
    let needs = TestNeeds(test: test, in: file, target: [file], serviceDoubles: [])

    // Then
    #expect(needs == TestNeeds())
    #expect(needs.setupSummary() == "Setup: all in the test")
    #expect(needs.doublesSummary() == "Doubles: none")
  }

  @Test("--pattern chooses the variants, in the order given")
  func patternChooses() async {
    // When
    let run = await CommandRun.of(
      ["compare-tests", "S5", "--pattern", "viper", "--pattern", "mvc"],
      in: SpecFile.packageRoot)

    // Then
    #expect(run.status == 0 && run.error == [])
    #expect(run.output.first?.split(separator: " ").first == "VIPER")
    #expect(run.output.first?.hasSuffix("│ MVC") == true)
    let doubles = "Doubles: SubjectsViewSpy, SubjectsInteractorSpy,"
    #expect(run.output.contains { $0.hasPrefix(doubles) })
  }

  @Test(
    "a wrong --pattern says so as every command does",
    arguments: [
      (["--pattern", "mvx"], "unknown pattern 'mvx' (expected \(patternChoices))"),
      (
        ["--pattern", "mvp", "--pattern", "MVP"],
        "pattern 'mvp' given twice (expected each pattern once)"
      ),
      (["--pattern"], "missing value for '--pattern' (expected \(patternChoices))"),
    ])
  func wrongPattern(arguments: [String], message: String) async {
    // When
    let run = await CommandRun.of(["compare-tests", "S5"] + arguments, in: SpecFile.packageRoot)
    let report = await CommandRun.of(["report"] + arguments, in: SpecFile.packageRoot)

    // Then
    #expect(run.status == 64)
    #expect(run.error == ["showcase compare-tests: \(message)"])
    #expect(report.error == ["showcase report: \(message)"])
  }
}
