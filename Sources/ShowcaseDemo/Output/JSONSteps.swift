import Foundation
import ShowcaseCore
import Tracing
import ViewKit

/// Writes the JSON report a step at a time, byte for byte what `JSONEncoder` writes for the
/// array of all steps (pretty-printed, keys sorted), with only one screen's text in memory.
struct JSONSteps {
  /// A step as encoded, with each screen as its variant's index: the screens, which may hold
  /// many rows, are encoded one at a time and written in their place.
  private struct Step: Encodable {
    var step: Int
    var command: String
    var caption: String?
    var line: Int
    var screens: [String: Int]
    var flows: [String: [Hop]]?
    var agree: Bool
    var problems: [String: String]?
  }

  let report: StepReport
  /// Takes pieces that each end a line.
  let output: (String) -> Void
  var written = 0

  func begin() { output("[") }

  /// One step. Its closing brace waits for the next step, which adds a comma to it, or the end.
  mutating func write(_ result: Playback.StepResult) {
    if written > 0 { output("  },") }
    written += 1
    let variants = report.variants
    let problems = zip(variants, result.outcomes).compactMap { variant, outcome in
      outcome.problem.map { (variant.id, $0) }
    }
    let step = Step(
      step: result.number, command: result.step.command.description,
      caption: result.step.caption, line: result.step.line,
      screens: Dictionary(zip(variants.map(\.id), variants.indices), uniquingKeysWith: { $1 }),
      flows: flows(of: result), agree: result.agree,
      problems: problems.isEmpty ? nil : Dictionary(problems, uniquingKeysWith: { $1 }))
    // Encoded as an element of an array, each line has its indent in the document; the lines
    // of the array itself and the step's closing brace are left out.
    let text = String(decoding: Self.encoded([step]), as: UTF8.self)
    var lines: [Substring] = []
    var inScreens = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .dropLast(2)
    {
      if line == #"    "screens" : {"# {
        inScreens = true
      } else if inScreens, line.hasPrefix("    }") {
        inScreens = false
      } else if inScreens,
        let index = Int(line.split(separator: " ").last?.prefix { $0 != "," } ?? "")
      {
        if !lines.isEmpty { output(lines.joined(separator: "\n")) }
        lines = []
        var screen = Self.screen(result.outcomes[index].snapshot, id: variants[index].id)
        if line.hasSuffix(",") { screen += "," }
        output(screen)
        continue
      }
      lines.append(line)
    }
    if !lines.isEmpty { output(lines.joined(separator: "\n")) }
  }

  func end() {
    output(written > 0 ? "  }" : "")
    output("]")
  }

  private func flows(of result: Playback.StepResult) -> [String: [Hop]]? {
    let flows = report.variants.indices.compactMap { index in
      report.flow(of: result, at: index).map { (report.variants[index].id, $0) }
    }
    return flows.isEmpty ? nil : Dictionary(flows, uniquingKeysWith: { $1 })
  }

  /// A screen as the document holds it, `      "mvc" : {` to its closing brace: encoded inside
  /// an array, a step and its screens, so that each line has its indent, and cut out of them.
  private static func screen(_ snapshot: ScreenSnapshot, id: String) -> String {
    String(decoding: encoded([["screens": [id: snapshot]]]), as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).dropLast(3)
      .joined(separator: "\n")
  }

  private static func encoded(_ value: some Encodable) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and booleans always encode; the fallback is never taken.
    return (try? encoder.encode(value)) ?? Data()
  }
}
