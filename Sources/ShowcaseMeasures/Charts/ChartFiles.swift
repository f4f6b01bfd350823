import Foundation
import ShowcaseSupport

/// The chart files of the docs, as the report draws them: `report --write` writes each one
/// whose bytes changed, `report --check` names each one that is missing or stale.
@MainActor
struct ChartFiles {
  let charts: [(path: String, svg: String)]
  let packageRoot: URL

  static let rerun = "run: swift run showcase report --write"

  func write(in console: Console) -> Int32 {
    var status = ExitCode.success
    for chart in charts {
      let url = packageRoot.appendingPathComponent(chart.path)
      if Self.read(url) == chart.svg {
        console.output("\(chart.path): up to date")
        continue
      }
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try chart.svg.write(to: url, atomically: true, encoding: .utf8)
        console.output("\(chart.path): chart drawn")
      } catch let failure {
        console.error("\(chart.path): cannot write: \(failure)")
        status = ExitCode.cannotCreate
      }
    }
    return status
  }

  func check(in console: Console) -> Int32 {
    var status = ExitCode.success
    for chart in charts {
      switch Self.read(packageRoot.appendingPathComponent(chart.path)) {
      case nil:
        console.error("\(chart.path): missing; \(Self.rerun)")
        status = ExitCode.differ
      case let text? where text != chart.svg:
        console.error("\(chart.path): stale chart; \(Self.rerun)")
        status = ExitCode.differ
      default:
        break
      }
    }
    if status == ExitCode.success { console.output("charts are up to date") }
    return status
  }

  private static func read(_ url: URL) -> String? {
    try? String(contentsOf: url, encoding: .utf8)
  }
}
