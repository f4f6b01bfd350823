import Foundation
import ShowcaseCore
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab
@testable import ShowcaseSupport

/// How `showcase workshop check` and `prove` read what the compiler and Swift Testing print,
/// and the command lines of `showcase workshop`.
@MainActor
@Suite("Workshop: reading builds and runs")
struct WorkshopCheckTests {
  @Test("the compiler's errors in the package's files, each once, with their paths from its root")
  func readsCompileErrors() {
    let output = """
      [3/9] Compiling MVCTests WorkshopAgeTests.swift
      /work/pkg/Tests/MVCTests/WorkshopAgeTests.swift:59:7: error: extra argument 'now' in call
       57 |   private func makeGreeting(born birthdate: Date) -> GreetingViewController {
          |       `- error: extra argument 'now' in call
      /work/pkg/Tests/MVCTests/WorkshopAgeTests.swift:59:7: error: extra argument 'now' in call
      /work/pkg/Sources/MVC/A.swift:3:1: warning: unused
      /elsewhere/B.swift:1:1: error: not ours
      """
    let errors = WorkshopRunner.errors(in: output, root: URL(fileURLWithPath: "/work/pkg"))
    #expect(
      errors == [
        WorkshopRunner.CompileError(
          path: "Tests/MVCTests/WorkshopAgeTests.swift", line: 59,
          message: "extra argument 'now' in call")
      ])
  }

  @Test("which tests passed and which failed, parameterized ones included")
  func readsVerdicts() {
    let output = """
      ◇ Test run started.
      ✔ Test "W1.1 a learner under 18 sees their age" passed after 0.002 seconds.
      ✘ Test "W1.2 the age counts whole years" recorded an issue at A.swift:3:5: Expectation failed
      ✘ Test "W1.2 the age counts whole years" with 4 test cases failed after 0.010 seconds with 1 issue.
      \u{1B}[92m✔\u{1B}[0m Test probe() passed after 0.001 seconds.
      ✘ Test run with 3 tests in 1 suite failed after 0.011 seconds with 1 issue.
      """
    let results = WorkshopRunner.results(in: output)
    #expect(results.passed == ["W1.1 a learner under 18 sees their age", "probe()"])
    #expect(results.failed == ["W1.2 the age counts whole years"])
    #expect(SuiteRunner.testCount(in: output) == 3)
  }

  @Test("a verdict names the failing scenarios in the spec's order, and no test run proves nothing")
  func talliesRuns() {
    let failing = WorkshopRunner.Run(
      status: 1, timedOut: false, passed: ["W1.1 a"], failed: ["W1.3 c", "W1.2 b"], testCount: 3)
    let empty = WorkshopRunner.Run(status: 0, timedOut: false, passed: [], failed: [], testCount: 0)
    #expect(
      WorkshopCheck.tally(failing, ids: ["W1.1", "W1.2", "W1.3"]) == "1/3: W1.2, W1.3 failing")
    #expect(WorkshopCheck.count(failing) == "1/3")
    #expect(WorkshopCheck.tally(empty, ids: []) == "none ran")
    #expect(!failing.passes)
    #expect(!empty.passes)
  }

  @Test(
    "the workshop's command lines",
    arguments: [
      (["workshop", "list"], WorkshopOptions(action: .list)),
      (["workshop", "start", "W1"], WorkshopOptions(action: .start, exercise: "W1")),
      (
        ["workshop", "check", "w2", "--pattern", "mvp", "--pattern=viper"],
        WorkshopOptions(action: .check, exercise: "w2", patterns: ["mvp", "viper"])
      ),
      (
        ["workshop", "solution", "--pattern", "mvc", "W3"],
        WorkshopOptions(action: .solution, exercise: "W3", patterns: ["mvc"])
      ),
      (
        ["workshop", "solution", "W3", "--except", "mvp", "--except=tea"],
        WorkshopOptions(action: .solution, exercise: "W3", excluded: ["mvp", "tea"])
      ),
      (["workshop", "reset"], WorkshopOptions(action: .reset)),
      (["workshop", "prove"], WorkshopOptions(action: .prove)),
      (["workshop", "prove", "W4"], WorkshopOptions(action: .prove, exercise: "W4")),
      (
        ["workshop", "record", "W1", "--pattern", "mvvm"],
        WorkshopOptions(action: .record, exercise: "W1", patterns: ["mvvm"])
      ),
    ])
  func parsesCommandLines(arguments: [String], options: WorkshopOptions) throws {
    #expect(try Options.parse(arguments, variants: Variant.all) == .workshop(options))
  }

  @Test("--help anywhere after workshop shows its help")
  func asksForHelp() throws {
    for arguments in [["workshop", "--help"], ["workshop", "start", "-h"], ["help", "workshop"]] {
      #expect(try Options.parse(arguments, variants: Variant.all) == .help(.workshop))
    }
  }
}
