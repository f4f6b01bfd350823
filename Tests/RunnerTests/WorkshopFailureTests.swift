import Foundation
import ShowcaseCore
import Testing

@testable import ShowcaseLab
@testable import ShowcaseSupport

/// How a red `showcase workshop check` says why: per failing test, its scenario ID in the spec's
/// order and its first failing expectation, in one or two lines of at most 100 columns. The
/// output read here is Swift Testing's, as a W2 check of VIPER wrote it before the change.
@MainActor
@Suite("Workshop: why a check fails")
struct WorkshopFailureTests {
  /// A unit-test run: W2.2 fails first, with an expression on three lines, then W2.1.
  static let unitOutput = #"""
    ◇ Test run started.
    ◇ Test "W2.2 an answer starts the count again" started.
    ✘ Test "W2.2 an answer starts the count again" recorded an issue at WorkshopTryAgainLaterTests.swift:69:5: Expectation failed: (view.takeCalls() → [VIPERTests.SubjectsViewSpy.Call.display(VIPER.SubjectsDisplayModel(isLoading: true, message: nil, rows: [], showsRetry: false))]) == ([loadingOpen, gaveUpOpen].map {
              .display($0)
            } → [VIPERTests.SubjectsViewSpy.Call.display(VIPER.SubjectsDisplayModel(isLoading: false, message: Optional("Couldn\'t load subjects: Network unreachable. Try again later."), rows: [], showsRetry: false))])
    ± inserted [VIPERTests.SubjectsViewSpy.Call.display(VIPER.SubjectsDisplayModel(isLoading: true, message: nil, rows: [], showsRetry: false))], removed [VIPERTests.SubjectsViewSpy.Call.display(VIPER.SubjectsDisplayModel(isLoading: false, message: Optional("Couldn\'t load subjects: Network unreachable. Try again later."), rows: [], showsRetry: false))]
    ↳ // Then: it took three
    ✘ Test "W2.1 the third failure in a row gives up Retry" recorded an issue at WorkshopTryAgainLaterTests.swift:42:5: Expectation failed: (view.takeCalls() → [VIPERTests.SubjectsViewSpy.Call.display(VIPER.SubjectsDisplayModel(isLoading: false, message: Optional("Couldn\'t load subjects: Network unreachable"), rows: [], showsRetry: true))]) == ([.display(gaveUp)] → [VIPERTests.SubjectsViewSpy.Call.display(VIPER.SubjectsDisplayModel(isLoading: false, message: Optional("Couldn\'t load subjects: Network unreachable. Try again later."), rows: [], showsRetry: false))])
    ± inserted [VIPERTests.SubjectsViewSpy.Call.display(VIPER.SubjectsDisplayModel(isLoading: false, message: Optional("Couldn\'t load subjects: Network unreachable"), rows: [], showsRetry: true))], removed [VIPERTests.SubjectsViewSpy.Call.display(VIPER.SubjectsDisplayModel(isLoading: false, message: Optional("Couldn\'t load subjects: Network unreachable. Try again later."), rows: [], showsRetry: false))]
    ↳ // Then
    ✘ Test "W2.1 the third failure in a row gives up Retry" recorded an issue at WorkshopTryAgainLaterTests.swift:50:5: Expectation failed: (count → 1) == 2
    ✘ Test "W2.2 an answer starts the count again" failed after 0.006 seconds with 1 issue.
    ✘ Test "W2.1 the third failure in a row gives up Retry" failed after 0.007 seconds with 2 issues.
    ✘ Test run with 2 tests in 1 suite failed after 0.007 seconds with 3 issues.
    """#

  /// A conformance run for VIPER: a snapshot compared, with no `±` line.
  static let scenarioOutput = #"""
    ✘ Test "W2.1 the third failure in a row gives up Retry" recorded an issue with 1 argument variant → VIPER at WorkshopTryAgainLaterTests.swift:27:5: Expectation failed: (session.snapshot → ScreenSnapshot(title: "Subjects", isLoading: false, labels: ["Couldn\'t load subjects: Network unreachable"], buttons: [ViewKit.ScreenSnapshot.ButtonState(title: "Retry", isEnabled: true)], rows: [])) == (Screens.subjects(labels: [Self.givingUp], rows: []) → ScreenSnapshot(title: "Subjects", isLoading: false, labels: ["Couldn\'t load subjects: Network unreachable. Try again later."], buttons: [], rows: []))
    ✘ Test "W2.1 the third failure in a row gives up Retry" with 1 test case failed after 0.010 seconds with 1 issue.
    ✔ Test "W2.2 an answer starts the count again" with 1 test case passed after 0.010 seconds.
    ✘ Test run with 2 tests in 1 suite failed after 0.016 seconds with 1 issue.
    """#

  static func run(of output: String) -> WorkshopRunner.Run {
    let results = WorkshopRunner.results(in: output)
    return WorkshopRunner.Run(
      status: 1, timedOut: false, passed: results.passed, failed: results.failed,
      testCount: SuiteRunner.testCount(in: output) ?? 0,
      issues: TestFailures.firstIssues(in: output))
  }

  @Test("each failing test's first issue: its place, its expression on one line, its difference")
  func readsFirstIssues() throws {
    // When
    let issues = TestFailures.firstIssues(in: Self.unitOutput)

    // Then: one per test, the first it recorded
    #expect(
      issues.map(\.name) == [
        "W2.2 an answer starts the count again", "W2.1 the third failure in a row gives up Retry",
      ])
    #expect(issues.map(\.line) == [69, 42])
    #expect(
      issues.map(\.file) == [
        "WorkshopTryAgainLaterTests.swift", "WorkshopTryAgainLaterTests.swift",
      ])
    let first = try #require(issues.first)
    #expect(first.text.hasPrefix("Expectation failed: (view.takeCalls() → "))
    #expect(first.text.contains("[loadingOpen, gaveUpOpen].map { .display($0) } → "))
    #expect(first.difference?.hasPrefix("inserted [VIPERTests.") == true)
  }

  @Test(
    "a red check's lines: scenario IDs in the spec's order, what failed, what differs, in 100 columns"
  )
  func saysWhyInTheSpecsOrder() throws {
    // Given
    let unit = WorkshopCheck.reasons(Self.run(of: Self.unitOutput), kind: "unit test", log: "l")
    let scenarios = WorkshopCheck.reasons(
      Self.run(of: Self.scenarioOutput), kind: "scenario", log: "l")

    // When: sorted as check sorts them
    let lines = WorkshopCheck.sorted(unit + scenarios, ids: ["W2.1", "W2.2"])

    // Then
    #expect(lines.count == 6, "\(lines)")
    #expect(
      lines[0] == "  W2.1 unit test, line 42: (view.takeCalls() → …) == ([.display(gaveUp)] → …)")
    #expect(lines[1].hasPrefix("      ± inserted […"))
    #expect(lines[1].contains("removed […"))
    #expect(lines[1].contains("unreachable. Try again"), "\(lines[1])")
    #expect(
      lines[2].hasPrefix(
        "  W2.1 scenario, line 27: (session.snapshot → …) == (Screens.subjects(labels: "))
    #expect(lines[3].contains(" ≠ "))
    #expect(lines[3].contains("Try again"), "\(lines[3])")
    #expect(
      lines[4].hasPrefix(
        "  W2.2 unit test, line 69: (view.takeCalls() → …) == ([loadingOpen, gaveUpOpen].map {"))
    #expect(lines[5].hasPrefix("      ± inserted […"))
    for line in lines { #expect(line.count <= WorkshopCheck.width, "\(line)") }
  }

  @Test("a short expectation is shown whole; a long one loses its values, then is cut with …")
  func shortensExpectations() {
    #expect(
      TestFailures.shortExpectation("Expectation failed: (count → 1) == 2", width: 40)
        == "(count → 1) == 2")
    #expect(
      TestFailures.withoutValues(#"(a → f("x)")) == (b(c) → [1, (2)])"#) == "(a → …) == (b(c) → …)")
    let long = "Expectation failed: (" + String(repeating: "x", count: 120) + " → 1) == 2"
    let short = TestFailures.shortExpectation(long, width: 50)
    #expect(short.count == 50)
    #expect(short.hasSuffix("…"))
  }

  @Test("two long values are shown from a little before where they part")
  func showsWhereValuesPart() {
    // Given
    let left = String(repeating: "a", count: 60) + "Network unreachable\"), rows: []"
    let right =
      String(repeating: "a", count: 60) + "Network unreachable. Try again later.\"), rows: []"

    // When
    let (one, other) = TestFailures.differingParts(left, right, width: 30)
    let difference = TestFailures.shortDifference(
      "inserted [\(left)], removed [\(right)]", width: 80)

    // Then: each from a few characters before "unreachable" parts, cut to its width
    #expect(one.hasPrefix("…") && one.hasSuffix("unreachable\"), rows: []"), "\(one)")
    #expect(other.hasPrefix("…") && other.contains("unreachable. Try again"), "\(other)")
    #expect(one.count <= 30 && other.count == 30)
    #expect(difference.count <= 80)
    #expect(difference.hasPrefix("inserted […"), "\(difference)")
    #expect(difference.contains("unreachable\"), rows: []], removed […"), "\(difference)")
  }

  @Test("a run that crashed or timed out, and a failure without an issue, point at the log")
  func pointsAtTheLog() {
    // Given
    let crashed = WorkshopRunner.Run(
      status: 4, timedOut: false, passed: [], failed: [], testCount: 0)
    let silent = WorkshopRunner.Run(
      status: 1, timedOut: false, passed: [], failed: ["W1.2 b"], testCount: 1)

    // Then
    #expect(
      WorkshopCheck.reasons(crashed, kind: "unit test", log: ".workshop/logs/mvc-unit.log").map(
        \.lines)
        == [["  The unit tests did not run; see .workshop/logs/mvc-unit.log"]])
    #expect(
      WorkshopCheck.reasons(silent, kind: "scenario", log: "x.log").map(\.lines)
        == [["  W1.2 scenario fails; see x.log"]])
  }

  @Test("a variant that does not build shows the compiler's first errors, each cut to 100 columns")
  func showsCompileErrors() {
    // Given
    let errors = (1...5).map { number in
      WorkshopRunner.CompileError(
        path: "Tests/VIPERTests/WorkshopAgeTests.swift", line: number,
        message: "cannot find 'now' in scope" + String(repeating: " and more", count: 10))
    }

    // When
    let lines = WorkshopCheck.errorLines(errors, log: ".workshop/logs/build-VIPERTests.log")
    let rows = WorkshopCheck.lines([
      WorkshopCheck.Row(variant: "MVC", verdict: .passes, summary: "passes (unit tests 2/2)"),
      WorkshopCheck.Row(
        variant: "VIPER", verdict: .doesNotBuild, summary: "does not build", details: lines),
    ])

    // Then
    #expect(lines.count == 4)
    #expect(
      lines[0].hasPrefix("  Tests/VIPERTests/WorkshopAgeTests.swift:1: cannot find 'now' in scope"))
    #expect(lines[3] == "  and 2 more error(s) in .workshop/logs/build-VIPERTests.log")
    #expect(rows[0] == "MVC    passes (unit tests 2/2)")
    #expect(rows[1] == "VIPER  does not build")
    #expect(Array(rows.dropFirst(2)) == lines)
    for line in rows { #expect(line.count <= WorkshopCheck.width, "\(line)") }
  }
}
