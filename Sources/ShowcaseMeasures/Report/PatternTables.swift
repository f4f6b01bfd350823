import Model
import ShowcaseCore
import ShowcaseDemo
import ShowcaseSupport
import Tracing

/// The docs' tables about the variants themselves, made from what each pattern target declares,
/// so that a new variant appears in them by its entry in `Variant.all` alone.
enum PatternTables {
  static func links(_ variants: [Variant], fromDocs: Bool = false) -> ReportTable {
    let up = fromDocs ? "../" : ""
    return ReportTable(
      headers: ["Pattern", "Read", "Code", "Unit suite"],
      rows: variants.map { variant in
        let page = "Docs/\(variant.name).md"
        let sources = "Sources/\(variant.name)"
        let tests = "Tests/\(variant.name)Tests"
        return [
          variant.name, "[\(page)](\(up)\(page))", "[\(sources)](\(up)\(sources))",
          "[\(tests)](\(up)\(tests))",
        ]
      },
      rightAlignsValues: false)
  }

  /// The kinds of work each role file does: a row per file, in `showcase diff`'s order, a column
  /// per variant; the entry, `Feature.swift`, last.
  static func roleFiles(_ variants: [Variant]) -> ReportTable {
    var suffixes: [String] = []
    for kind in RoleKind.allCases {
      for variant in variants {
        for file in variant.roleFiles where file.row == kind && !suffixes.contains(file.suffix) {
          suffixes.append(file.suffix)
        }
      }
    }
    let rows = suffixes.map { suffix in
      ["`…\(suffix)`"]
        + variants.map { variant in
          variant.roleFiles.first { $0.suffix == suffix }
            .map { $0.kinds.map { $0.title.lowercased() }.joined(separator: ", ") } ?? ""
        }
    }
    let entry = ScreenCode.entry
    let entryRow =
      ["`\(entry.suffix).swift`"]
      + variants.map { _ in entry.kinds.map { $0.title.lowercased() }.joined(separator: ", ") }
    return ReportTable(
      headers: ["Role's file"] + variants.map(\.name), rows: rows + [entryRow],
      rightAlignsValues: false)
  }
}

/// The README's first demo: one step of the built-in session as `swift run showcase` prints it,
/// every variant's screen with its flows, and the verdict of the whole session; played for
/// real, so the README shows what the command prints today.
@MainActor
enum DemoRegion {
  /// The step shown: Retry, where each pattern's roles differ most in who asks the Model.
  static let step = 9
  /// Wide enough for four screens a row, as on a laptop's terminal.
  static let width = 120

  static func text(_ variants: [Variant]) async -> String {
    let script = Script.builtIn
    let report = StepReport(variants: variants, width: width, showsFlows: true)
    let results = await Playback.playing(variants, data: .sample) { playback in
      await playback.play(script) { _ in true }
    }
    let shown = results.first { $0.number == step }.map { report.text($0, of: script.steps.count) }
    let lines = (shown ?? []) + ["…"] + report.verdict(results)
    return (["```text"] + lines.map { $0.trimmingTrailingSpaces } + ["```"])
      .joined(separator: "\n")
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}
