import Foundation
import ShowcaseSupport

/// The toolchain's tools, and what `SliceMeasure` reads of them.
extension SliceMeasure {
  /// The segments of each file of an llvm-cov export, by the path from `Sources/` on.
  nonisolated static func segments(inExport json: String) throws -> Segments {
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    guard let root = object as? [String: Any], let data = root["data"] as? [[String: Any]],
      let files = data.first?["files"] as? [[String: Any]]
    else { throw Failure(description: "llvm-cov's export has no files") }
    var segments: Segments = [:]
    for file in files {
      guard let name = file["filename"] as? String,
        let range = name.range(of: "/Sources/", options: .backwards),
        let list = file["segments"] as? [[Any]]
      else { continue }
      segments["Sources/" + name[range.upperBound...]] = list.compactMap(CoverageSlice.Segment.init)
    }
    return segments
  }

  /// Runs a tool to its end and gives its output; throws, naming the tool, with its first
  /// error line (or first line) when it fails.
  func output(of arguments: [String], named tool: String, log: URL) async throws -> String {
    let outcome = try await ChildProcess.run(
      arguments, in: packageRoot, environment: environment, log: log)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard outcome.status == 0 else {
      let lines = text.split(separator: "\n")
      let line = lines.first { $0.contains("error") } ?? lines.first
      throw Failure(
        description: "\(tool) failed: \(line.map(String.init) ?? "exit \(outcome.status)")")
    }
    return text
  }

  /// How to start one of the toolchain's LLVM tools: from the folder of the `swift` on the
  /// `PATH`, whose own `llvm-profdata` reads its profiles (an older one may not); else through
  /// `xcrun` on macOS, whose `swift` is a shim.
  func tool(_ name: String) -> [String] {
    let path = environment["PATH"] ?? "/usr/bin"
    for folder in path.split(separator: ":") {
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
      let tool = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: tool.path) { return [tool.path] }
      break
    }
    #if os(macOS)
      return ["xcrun", name]
    #else
      return [name]
    #endif
  }
}
