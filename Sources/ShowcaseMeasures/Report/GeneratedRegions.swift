import Foundation
import Model
import ShowcaseCore
import ShowcaseDemo
import ShowcaseLab
import ShowcaseSupport
import Tracing

/// The docs' generated regions, filled from the report's tables: `report --write` regenerates
/// them, `report --check` says which ones the sources no longer match.
@MainActor
struct GeneratedRegions {
  let tables: ReportTables
  let packageRoot: URL

  /// The files whose `<!-- report:NAME:begin -->` regions are generated.
  static var documents: [String] {
    ["Docs/Comparison.md", "README.md"] + Variant.all.map { "Docs/\($0.name).md" }
      + [
        "Docs/Workshop.md", "Docs/Runner.md", "Docs/BugHunt.md", "Docs/Refactoring.md",
        "Docs/Forms.md",
      ]
  }

  static func names(in packageRoot: URL) -> Set<String> {
    Set(
      documents.flatMap { path in
        let url = packageRoot.appendingPathComponent(path)
        return (try? String(contentsOf: url, encoding: .utf8)).map(MarkedRegions.names) ?? []
      })
  }

  /// Writes each document whose regions changed; a broken marker or a failed write is an
  /// error, a document without markers is not.
  func write(in console: Console) -> Int32 {
    var status = ExitCode.success
    func fail(_ line: String, _ code: Int32) {
      console.error(line)
      if status == ExitCode.success { status = code }
    }
    for document in regenerated() {
      switch document.new {
      case .success(let text) where text == document.old:
        console.output("\(document.path): up to date")
      case .success(let text):
        do {
          try text.write(
            to: packageRoot.appendingPathComponent(document.path), atomically: true,
            encoding: .utf8)
          console.output("\(document.path): regions regenerated")
        } catch let failure {
          fail("\(document.path): cannot write: \(failure)", ExitCode.cannotCreate)
        }
      case .failure(let reason):
        // A README without markers is fine; a broken marker is not.
        if reason.description.hasSuffix("left alone") {
          console.output(reason.description)
        } else {
          fail(reason.description, ExitCode.dataError)
        }
      }
    }
    return status
  }

  /// Exit 1 for a stale region, 65 for a document missing or with broken markers.
  func check(in console: Console) -> Int32 {
    var stale: [String] = []
    var problems: [String] = []
    for document in regenerated() {
      switch document.new {
      case .success(let text) where text != document.old:
        let old = document.old ?? ""
        let names = MarkedRegions.names(in: old).filter { name in
          (try? MarkedRegions.filling(old) { $0 == name ? tables.content(for: $0) : nil })
            != old
        }
        stale.append(
          "\(document.path): stale region(s) \(names.joined(separator: ", ")); "
            + "run: swift run showcase report --write")
      case .success:
        break
      case .failure(let reason):
        // Comparison.md must exist with its regions; README.md may have none.
        if document.path == Self.documents[0] || !reason.description.hasSuffix("left alone") {
          problems.append(reason.description)
        }
      }
    }
    for line in problems + stale { console.error(line) }
    guard problems.isEmpty else { return ExitCode.dataError }
    guard stale.isEmpty else { return ExitCode.differ }
    console.output("report regions are up to date")
    return ExitCode.success
  }

  private func regenerated() -> [(path: String, old: String?, new: Result<String, ReportError>)] {
    Self.documents.map { path in
      let url = packageRoot.appendingPathComponent(path)
      guard let old = try? String(contentsOf: url, encoding: .utf8) else {
        return (path, nil, .failure(ReportError("\(path): not found, left alone")))
      }
      let names = MarkedRegions.names(in: old)
      guard !names.isEmpty else {
        return (path, old, .failure(ReportError("\(path): no report markers, left alone")))
      }
      if let unknown = names.first(where: { tables.content(for: $0) == nil }) {
        let known = ReportTables.regionNames.joined(separator: ", ")
        return (
          path, old,
          .failure(ReportError("\(path): unknown region 'report:\(unknown)' (valid: \(known))"))
        )
      }
      do {
        return (path, old, .success(try MarkedRegions.filling(old) { tables.content(for: $0) }))
      } catch {
        return (path, old, .failure(ReportError("\(path): \(error)")))
      }
    }
  }
}

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
