import Foundation
import ShowcaseCore
import ShowcaseLab
import ShowcaseSupport

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
