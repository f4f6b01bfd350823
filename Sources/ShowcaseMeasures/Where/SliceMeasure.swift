import Foundation
import ShowcaseCore
import ShowcaseDemo
import ShowcaseSupport

/// Measures slices with the toolchain's code coverage. `showcase` is built once with coverage
/// in `.build-coverage`; for a scenario it is run twice, on the chosen variants at once: once
/// playing the setup, once the setup and the step. Each run ends as soon as it has played, and
/// writes its counters. `llvm-profdata` and `llvm-cov` read them for the variants' folders
/// only: the Model, the toolkit and the runner are left out.
@MainActor
struct SliceMeasure {
  /// One variant's slice: for each of its files with a line in it, the lines' numbers.
  typealias Slice = [(file: String, lines: [Int])]
  /// Each file's segments, by its path from `Sources/` on.
  typealias Segments = [String: [CoverageSlice.Segment]]

  /// Why a slice cannot be measured, in one line.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The environment variable that makes `showcase where` play a part and end: `setup` or `step`.
  static let partVariable = "SHOWCASE_WHERE_PART"
  static let scratchFolder = ".build-coverage"

  let packageRoot: URL
  let environment: [String: String]
  let progress: RunProgress
  /// The instrumented `showcase`, once built.
  private(set) var executable: URL?
  /// Where the runs' profiles go: a temporary folder, removed by `finish()`.
  let folder: URL

  init(packageRoot: URL, environment: [String: String], progress: RunProgress) {
    self.packageRoot = packageRoot
    self.environment = environment
    self.progress = progress
    let temporary =
      environment["TMPDIR"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory
    folder = temporary.appendingPathComponent("showcase-where-\(UUID().uuidString)")
  }

  /// Builds `showcase` with coverage (little to do when it is built), and finds the tools.
  mutating func build() async throws {
    Interruption.shared.install(removing: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let scratch = ["--scratch-path", packageRoot.appendingPathComponent(Self.scratchFolder).path]
    let arguments =
      ["swift", "build", "--product", "showcase", "--enable-code-coverage"] + scratch
      + ScratchPackage.buildFlags
    let log = folder.appendingPathComponent("build.log")
    let (built, buildLog) = try await ChildProcess.build(
      arguments, in: packageRoot, environment: environment, log: log, progress: progress,
      label: "Building the runner with coverage in \(Self.scratchFolder)")
    guard built.status == 0 else {
      // The compiler's own line names the file; SwiftPM's summary comes after it.
      let lines = buildLog.split(separator: "\n")
      let error =
        lines.first { $0.contains(": error: ") } ?? lines.first { $0.contains("error:") }
      throw Failure(description: "the coverage build failed: \(error ?? "exit \(built.status)")")
    }
    if built.seconds > 5 {
      progress.line("Built the runner with coverage in \(RunProgress.clock(built.seconds))")
    }
    let path = try await output(
      of: arguments + ["--show-bin-path"], log: folder.appendingPathComponent("bin.log"))
    executable = URL(fileURLWithPath: path.trimmingCharacters(in: .whitespacesAndNewlines))
      .appendingPathComponent("showcase")
  }

  /// Removes the profiles' folder.
  func finish() {
    ScratchPackage.remove(folder)
    Interruption.shared.uninstall()
  }

  /// Each variant's slice of `scenario`, in the order of `variants`.
  func slices(of scenario: SliceScenario, variants: [String]) async throws -> [Slice] {
    guard let executable else { throw Failure(description: "showcase is not built") }
    async let setup = segments(scenario, .setup, variants: variants, executable: executable)
    async let step = segments(scenario, .step, variants: variants, executable: executable)
    let (before, after) = try await (setup, step)
    return try variants.map { variant in
      let prefix = "Sources/\(variant)/"
      return try after.keys.filter { $0.hasPrefix(prefix) }.sorted().compactMap { path in
        let text = try String(
          contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        let lines = CoverageSlice.lines(
          setup: before[path] ?? [], step: after[path] ?? [], text: text)
        return lines.isEmpty ? nil : (String(path.dropFirst(prefix.count)), lines)
      }
    }
  }

  /// Plays `part` of the scenario on the variants in the instrumented `showcase`, then reads
  /// the segments of every file of theirs, by path from the package's root.
  private func segments(
    _ scenario: SliceScenario, _ part: SliceScenario.Part, variants: [String], executable: URL
  ) async throws -> Segments {
    let name = "\(scenario.id)-\(part.rawValue)"
    let raw = folder.appendingPathComponent("\(name).profraw")
    let data = folder.appendingPathComponent("\(name).profdata")
    var environment = self.environment
    environment[Self.partVariable] = part.rawValue
    environment["LLVM_PROFILE_FILE"] = raw.path
    let played = try await ChildProcess.run(
      [executable.path, "where", scenario.id]
        + variants.flatMap { name in
          ["--pattern", Variant.all.first { $0.name == name }?.id ?? name]
        },
      in: packageRoot, environment: environment,
      log: folder.appendingPathComponent("\(name).log"), timeLimit: .seconds(60))
    guard played.status == 0 else {
      throw Failure(
        description: "\(scenario.id): playing the \(part.rawValue) exited \(played.status)")
    }
    _ = try await output(
      of: tool("llvm-profdata") + ["merge", "-sparse", raw.path, "-o", data.path],
      log: folder.appendingPathComponent("\(name).merge.log"))
    let folders = variants.map { packageRoot.appendingPathComponent("Sources/\($0)").path }
    // The export alone goes to its file: a warning on standard error would spoil the JSON.
    let json = folder.appendingPathComponent("\(name).json")
    _ = try await output(
      of: ["/bin/sh", "-c", #"exec "$@" > "$0""#, json.path] + tool("llvm-cov")
        + [
          "export", "-format=text", "-skip-functions", executable.path, "-instr-profile", data.path,
        ]
        + folders, log: folder.appendingPathComponent("\(name).export.log"))
    return try Self.segments(inExport: String(contentsOf: json, encoding: .utf8))
  }

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

  /// Runs a tool to its end and gives its output; throws with its first line when it fails.
  private func output(of arguments: [String], log: URL) async throws -> String {
    let outcome = try await ChildProcess.run(
      arguments, in: packageRoot, environment: environment, log: log)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard outcome.status == 0 else {
      let first = text.split(separator: "\n").first.map(String.init) ?? "exit \(outcome.status)"
      throw Failure(description: "\(arguments.first ?? "") failed: \(first)")
    }
    return text
  }

  /// How to start one of the toolchain's LLVM tools: through `xcrun` on macOS; on Linux, from
  /// the folder of the `swift` that builds (its own `llvm-profdata` reads its profiles; an
  /// older one on the `PATH` may not).
  func tool(_ name: String) -> [String] {
    #if os(macOS)
      return ["xcrun", name]
    #else
      let path = environment["PATH"] ?? "/usr/bin"
      for folder in path.split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let tool = swift.resolvingSymlinksInPath().deletingLastPathComponent()
          .appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: tool.path) { return [tool.path] }
      }
      return [name]
    #endif
  }
}
