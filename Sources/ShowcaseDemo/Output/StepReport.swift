import Foundation
import ShowcaseCore
import ShowcaseSupport
import Tracing
import ViewKit

/// Writes what a playback showed: each step's screens side by side, the differences marked,
/// each variant's messages under its screen, and the verdict. Only the screens are compared.
package struct StepReport {
  var variants: [Variant]
  var width: Int
  var style: Style
  /// Whether each variant's flow, when recorded, is shown under its screen.
  var showsFlows: Bool

  package init(variants: [Variant], width: Int, style: Style = .plain, showsFlows: Bool = false) {
    self.variants = variants
    self.width = width
    self.style = style
    self.showsFlows = showsFlows
  }

  /// A step as the text report prints it: its heading (number, command, caption), its screens,
  /// then a blank line.
  package func text(_ result: Playback.StepResult, of total: Int?) -> [String] {
    let number = total.map { "\(result.number)/\($0)" } ?? "\(result.number)"
    let caption = result.step.caption.map { " — \($0)" } ?? ""
    return [style.strong("Step \(number): \(result.step.command)") + caption] + body(result) + [""]
  }

  func body(_ result: Playback.StepResult) -> [String] {
    let marked = self.marked(result)
    let columns = result.outcomes.indices.map { index in
      SideBySide.Column(
        name: variants[index].name, snapshot: result.outcomes[index].snapshot,
        isMarked: marked[index], flow: flow(of: result, at: index))
    }
    return SideBySide.lines(columns, width: width, style: style) + notes(result)
  }

  /// Whether each variant's outcome differs from the one most variants have.
  func marked(_ result: Playback.StepResult) -> [Bool] {
    let reference = result.outcomes[Self.reference(result.outcomes)]
    return result.outcomes.map { $0 != reference }
  }

  /// What differs and what failed at a step, a line each: `✗ MVP differs from MVC`,
  /// `! no button "Nope" on Greeting …`.
  func notes(_ result: Playback.StepResult) -> [String] {
    var lines: [String] = []
    let differing = zip(variants, marked(result)).filter(\.1).map(\.0.name)
    if !differing.isEmpty {
      let verb = differing.count == 1 ? "differs" : "differ"
      let reference = variants[Self.reference(result.outcomes)].name
      lines.append(
        style.alert(SideBySide.mark)
          + " \(differing.joined(separator: ", ")) \(verb) from \(reference)")
    }
    let problems = zip(variants, result.outcomes).compactMap { variant, outcome in
      outcome.problem.map { (variant.name, $0) }
    }
    if problems.count == variants.count, Set(problems.map(\.1)).count == 1 {
      lines.append(style.alert("!") + " \(problems[0].1)")
    } else {
      lines += problems.map { style.alert("!") + " \($0): \($1)" }
    }
    return lines
  }

  package func verdict(_ results: [Playback.StepResult]) -> [String] {
    let count = variants.count
    let agreed = results.filter(\.agree).count
    let subject = count == 1 ? "1 variant agrees" : "\(count) variants agree"
    var line = "\(subject) on \(agreed)/\(results.count) steps"
    let differing = results.filter { !$0.agree }.map { "\($0.number)" }
    if !differing.isEmpty {
      line = style.alert(SideBySide.mark) + " " + line
      line += "; step\(differing.count == 1 ? "" : "s") \(differing.joined(separator: ", ")) differ"
    }
    var lines = [line]
    let failed = results.filter(\.failed).map { "\($0.number)" }
    if !failed.isEmpty {
      lines.append(
        style.alert("!") + " commands failed at step\(failed.count == 1 ? "" : "s") "
          + failed.joined(separator: ", "))
    }
    return lines
  }

  func flow(of result: Playback.StepResult, at index: Int) -> [Hop]? {
    showsFlows && index < result.flows.count ? result.flows[index] : nil
  }

  /// The variant whose screen most others share; on a tie, the first one of them.
  /// Screens can hold many rows, so each is compared only with the later ones not yet matched.
  static func reference(_ outcomes: [Playback.Outcome]) -> Int {
    var best = 0
    var bestCount = 0
    var matched = Array(repeating: false, count: outcomes.count)
    for index in outcomes.indices where !matched[index] {
      var count = 1
      for other in outcomes.indices.dropFirst(index + 1)
      where !matched[other] && outcomes[other] == outcomes[index] {
        matched[other] = true
        count += 1
      }
      if count > bestCount {
        best = index
        bestCount = count
      }
    }
    return best
  }

  /// A heading and a fenced block per step, ready to paste into slides; the verdict last.
  func markdown(_ results: [Playback.StepResult]) -> [String] {
    var plain = self
    plain.style = .plain
    var lines = ["# \(variants.map(\.name).joined(separator: ", ")) side by side", ""]
    for result in results {
      lines.append("## Step \(result.number): `\(result.step.command)`")
      lines.append("")
      if let caption = result.step.caption {
        lines += [caption, ""]
      }
      lines += ["```text"] + plain.body(result) + ["```", ""]
    }
    lines += plain.verdict(results).map { "**\($0)**" }
    return lines
  }
}
