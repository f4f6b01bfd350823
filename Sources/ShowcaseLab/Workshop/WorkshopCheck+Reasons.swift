import Foundation
import ShowcaseCore
import ShowcaseSupport

/// What `workshop check` says under a variant: counts, and per failing test why it failed.
extension WorkshopCheck {
  /// The reasons' lines by scenario ID in the order of `ids`; under one ID, as given (the
  /// standard library's sort is stable).
  nonisolated static func sorted(_ reasons: [(id: String, lines: [String])], ids: [String])
    -> [String]
  {
    func place(_ id: String) -> Int { ids.firstIndex(of: id) ?? ids.count }
    return reasons.sorted { place($0.id) < place($1.id) }.flatMap(\.lines)
  }

  /// `2/2`, or `none ran`, or `timed out`.
  nonisolated static func count(_ run: WorkshopRunner.Run) -> String {
    guard run.testCount > 0 else { return run.timedOut ? "timed out" : "none ran" }
    return "\(run.testCount - run.failed.count)/\(run.testCount)"
  }

  /// `2/2`, or `1/2: W1.1, W1.2 failing` with the scenario IDs in the order of `ids`.
  nonisolated static func tally(_ run: WorkshopRunner.Run, ids: [String]) -> String {
    let failing = TestFailures.ordered(run.failed, specIDs: ids).map {
      $0.split(separator: " ").first.map(String.init) ?? $0
    }
    guard run.testCount > 0, !failing.isEmpty else { return count(run) }
    return "\(count(run)): \(failing.joined(separator: ", ")) failing"
  }

  /// Per failing test of `run`, its scenario ID and first failing expectation, then what differs
  /// when Swift Testing shows it; each line fits `width`.
  nonisolated static func reasons(_ run: WorkshopRunner.Run, kind: String, log: String)
    -> [(id: String, lines: [String])]
  {
    guard run.testCount > 0 else {
      let what = run.timedOut ? "timed out" : "did not run"
      return [("", [TestFailures.cut("  The \(kind)s \(what); see \(log)", to: width)])]
    }
    return run.failed.map { name in
      let id = name.split(separator: " ").first.map(String.init) ?? name
      guard let issue = run.issues.first(where: { $0.name == name }) else {
        return (id, [TestFailures.cut("  \(id) \(kind) fails; see \(log)", to: width)])
      }
      return (id, reasonLines(issue, id: id, kind: kind))
    }
  }

  /// `  W2.1 unit test, line 42: (view.calls → …) == ([.gaveUp] → …)`, then, indented, what
  /// differs: Swift Testing's `± inserted […], removed […]`, or the two values compared.
  nonisolated static func reasonLines(_ issue: TestFailures.Issue, id: String, kind: String)
    -> [String]
  {
    let head = "  \(id) \(kind)" + (issue.line.map { ", line \($0)" } ?? "") + ": "
    let expectation = TestFailures.shortExpectation(issue.text, width: width - head.count)
    var lines = [head + expectation]
    let indent = "      "
    if let difference = issue.difference {
      lines.append(
        indent + "± " + TestFailures.shortDifference(difference, width: width - indent.count - 2))
    } else if expectation != TestFailures.plainExpectation(issue.text),
      let values = TestFailures.comparedValues(in: issue.text)
    {
      // The values were left out of the line above: where they part shows what differs.
      let (left, right) = TestFailures.differingParts(
        values.0, values.1, width: (width - indent.count - 3) / 2)
      lines.append(indent + left + " ≠ " + right)
    }
    return lines
  }

  /// The compiler's first errors, a line each, and how many more the log has.
  nonisolated static func errorLines(_ errors: [WorkshopRunner.CompileError], log: String)
    -> [String]
  {
    let shown = 3
    guard !errors.isEmpty else { return ["  see \(log)"] }
    let lines = errors.prefix(shown).map { TestFailures.cut("  \($0)", to: width) }
    return errors.count > shown
      ? lines + ["  and \(errors.count - shown) more error(s) in \(log)"] : lines
  }
}
