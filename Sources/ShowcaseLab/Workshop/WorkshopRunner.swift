import Foundation
import ShowcaseCore
import ShowcaseSupport

/// Builds a package and runs parts of its test bundle, for `workshop check` (in the tree) and
/// `workshop prove` (in a copy). Runs go as `SuiteRunner`'s: on Linux the bundle itself, else
/// `swift test --skip-build`; in UTC and the C locale, so that every machine sees the same.
@MainActor
struct WorkshopRunner {
  struct CompileError: Sendable, Equatable, CustomStringConvertible {
    /// From the package's root.
    let path: String
    let line: Int
    let message: String

    var description: String { "\(path):\(line): \(message)" }
  }

  typealias Build = (succeeded: Bool, errors: [CompileError], seconds: Double)

  struct Run: Sendable {
    let status: Int32
    let timedOut: Bool
    /// By display name.
    let passed: [String]
    let failed: [String]
    /// As Swift Testing's closing line says; 0 when none ran.
    let testCount: Int
    /// Each failing test's first issue.
    var issues: [TestFailures.Issue] = []

    /// Every test passed, and at least one ran: a filter that matches nothing proves nothing.
    var passes: Bool { status == 0 && !timedOut && testCount > 0 && failed.isEmpty }
  }

  let packageRoot: URL
  let environment: [String: String]
  let logs: URL
  let progress: RunProgress
  /// A scratch copy's `ScratchPackage.buildFlags`; none in the tree, built as the learner does.
  var buildFlags: [String] = []

  /// `swift build --build-tests`, or only `target` and what it needs, with `buildFlags`.
  func build(target: String? = nil) async throws -> Build {
    try? FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    let log = logs.appendingPathComponent("build\(target.map { "-\($0)" } ?? "").log")
    let arguments =
      (target.map { ["swift", "build", "--target", $0] } ?? ["swift", "build", "--build-tests"])
      + buildFlags
    let (outcome, output) = try await ChildProcess.build(
      arguments, in: packageRoot, environment: environment, log: log, progress: progress,
      label: "Building\(target.map { " \($0)" } ?? "")")
    return (outcome.status == 0, Self.errors(in: output, root: packageRoot), outcome.seconds)
  }

  /// Runs the tests `filters` select (all, with none), the scenarios for `variant` only if given.
  func run(filters: [String], variant: Variant? = nil, log name: String) async throws -> Run {
    try? FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    let log = logs.appendingPathComponent("\(name).log")
    var environment = environment.merging(["TZ": "UTC", "LC_ALL": "C"]) { $1 }
    environment["CONFORMANCE_VARIANT"] = variant?.id
    let runner = SuiteRunner(scratch: packageRoot, environment: environment)
    let filtering = filters.flatMap { ["--filter", $0] }
    var arguments = ["swift", "test", "--skip-build"] + filtering
    #if os(Linux)
      if let bundle = runner.testBundle {
        arguments = [bundle.path, "--testing-library", "swift-testing"] + filtering
      }
    #endif
    let outcome = try await ChildProcess.run(
      arguments, in: packageRoot, environment: environment, log: log, timeLimit: .seconds(600))
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let results = Self.results(in: output)
    return Run(
      status: outcome.status, timedOut: outcome.timedOut, passed: results.passed,
      failed: results.failed, testCount: SuiteRunner.testCount(in: output) ?? 0,
      issues: TestFailures.firstIssues(in: output))
  }

  /// Runs the exercise's unit tests of `variant`, or its conformance scenarios for `variant`.
  func run(_ exercise: Exercise, _ variant: Variant, scenarios: Bool, log: String) async throws
    -> Run
  {
    let files = scenarios ? exercise.conformanceTests : exercise.unitTests(of: variant.name)
    let target = scenarios ? "ConformanceTests" : "\(variant.name)Tests"
    return try await run(
      filters: files.map { "\(target)\\.\($0.suite)/" }, variant: scenarios ? variant : nil,
      log: log)
  }

  /// The compiler's errors in files of the package at `root`, each once, in order.
  nonisolated static func errors(in output: String, root: URL) -> [CompileError] {
    let prefix = root.standardizedFileURL.path + "/"
    var errors: [CompileError] = []
    for line in output.split(separator: "\n") where line.contains(": error: ") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasPrefix(prefix), let number = Int(parts[1]),
        parts[3] == " error"
      else { continue }
      let error = CompileError(
        path: String(parts[0].dropFirst(prefix.count)), line: number,
        message: parts[4].trimmingCharacters(in: .whitespaces))
      if !errors.contains(error) { errors.append(error) }
    }
    return errors
  }

  /// Swift Testing's verdict lines: `✔ Test "W1.1 …" passed after …`, `✘ Test f() failed …`.
  nonisolated static func results(in output: String) -> (passed: [String], failed: [String]) {
    var passed: [String] = []
    var failed: [String] = []
    // Swift Testing colours its symbols at a terminal: the escape sequences go first.
    let plain = output.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    for line in plain.split(separator: "\n") {
      let text = line.drop { !$0.isLetter }
      // The closing line, `Test run with 3 tests … failed`, is about the run, not a test.
      guard text.hasPrefix("Test "), !text.hasPrefix("Test run with ") else { continue }
      let name = testName(text.dropFirst("Test ".count))
      if text.contains(" passed after ") {
        passed.append(name)
      } else if text.contains(" failed after ") {
        failed.append(name)
      }
    }
    return (passed, failed)
  }

  /// `"W1.1 a learner …" with 4 test cases passed after …` → `W1.1 a learner …`; `probe() …` →
  /// `probe()`.
  nonisolated private static func testName(_ rest: Substring) -> String {
    if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
      return String(rest[rest.index(after: rest.startIndex)..<close])
    }
    return String(rest.prefix { $0 != " " })
  }
}
