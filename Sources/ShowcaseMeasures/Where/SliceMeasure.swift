import Foundation
import ShowcaseCore
import ShowcaseDemo
import ShowcaseSupport

/// Measures slices with the toolchain's code coverage. `showcase` is built once with coverage
/// in `.build-where`; for a scenario it is run twice, on the chosen variants at once: once
/// playing the setup, once the setup and the step. Each run ends as soon as it has played, and
/// writes its counters. `llvm-profdata` and `llvm-cov` read them for the variants' folders
/// only: the Model, the toolkit and the runner are left out.
@MainActor
struct SliceMeasure {
  /// For each of a variant's files with a line in the slice, the lines' numbers.
  typealias Slice = [(file: String, lines: [Int])]
  typealias Segments = [String: [CoverageSlice.Segment]]

  typealias Failure = ReportError

  /// Makes `showcase where` play a part, `setup` or `step`, and end.
  static let partVariable = "SHOWCASE_WHERE_PART"
  /// Not `report`'s `.build-coverage`, which builds with other flags.
  static let scratchFolder = ".build-where"

  let packageRoot: URL
  let environment: [String: String]
  let progress: RunProgress
  private(set) var executable: URL?
  /// The runs' profiles, removed by `finish()`.
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
      throw Failure("the coverage build failed: \(error ?? "exit \(built.status)")")
    }
    if built.seconds > 5 {
      progress.line("Built the runner with coverage in \(RunProgress.clock(built.seconds))")
    } else {
      progress.clear()
    }
    let paths = try await output(
      of: arguments + ["--show-bin-path"], named: "swift build",
      log: folder.appendingPathComponent("bin.log"))
    // Its one line on standard output; a warning may come before it.
    let path = paths.split(separator: "\n").last { $0.hasPrefix("/") }.map(String.init) ?? ""
    executable = URL(fileURLWithPath: path).appendingPathComponent("showcase")
  }

  func finish() {
    ScratchPackage.remove(folder)
    Interruption.shared.uninstall()
  }

  func slices(of scenario: SliceScenario, variants: [String]) async throws -> [Slice] {
    guard let executable else { throw Failure("showcase is not built") }
    async let setup = segments(scenario, .setup, variants: variants, executable: executable)
    async let step = segments(scenario, .step, variants: variants, executable: executable)
    let (before, after) = try await (setup, step)
    return try variants.map { variant in
      try Self.slice(of: variant, setup: before, step: after, packageRoot: packageRoot)
    }
  }

  /// Throws when the export holds no file of the variant: its lines would all look unrun.
  nonisolated static func slice(
    of variant: String, setup: Segments, step: Segments, packageRoot: URL
  ) throws -> Slice {
    let prefix = "Sources/\(variant)/"
    let paths = step.keys.filter { $0.hasPrefix(prefix) }.sorted()
    guard !paths.isEmpty else {
      throw Failure("llvm-cov's export holds no file of \(prefix)")
    }
    return try paths.compactMap { path in
      let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      let lines = CoverageSlice.lines(setup: setup[path] ?? [], step: step[path] ?? [], text: text)
      return lines.isEmpty ? nil : (String(path.dropFirst(prefix.count)), lines)
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
      let log =
        (try? String(contentsOf: folder.appendingPathComponent("\(name).log"), encoding: .utf8))
      let last = log?.split(separator: "\n").last.map { ": \($0)" } ?? ""
      throw Failure(
        "\(scenario.id): playing the \(part.rawValue) "
          + (played.timedOut ? "took over a minute" : "exited \(played.status)\(last)"))
    }
    _ = try await output(
      of: tool("llvm-profdata") + ["merge", "-sparse", raw.path, "-o", data.path],
      named: "llvm-profdata", log: folder.appendingPathComponent("\(name).merge.log"))
    let folders = variants.map { packageRoot.appendingPathComponent("Sources/\($0)").path }
    // The export alone goes to its file: a warning on standard error would spoil the JSON.
    let json = folder.appendingPathComponent("\(name).json")
    _ = try await output(
      of: ["/bin/sh", "-c", #"exec "$@" > "$0""#, json.path] + tool("llvm-cov")
        + [
          "export", "-format=text", "-skip-functions", executable.path, "-instr-profile", data.path,
        ]
        + folders, named: "llvm-cov", log: folder.appendingPathComponent("\(name).export.log"))
    return try Self.segments(inExport: String(contentsOf: json, encoding: .utf8))
  }

  /// Each file's segments in an llvm-cov export, by its path from `Sources/` on.
  nonisolated static func segments(inExport json: String) throws -> Segments {
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    guard let root = object as? [String: Any], let data = root["data"] as? [[String: Any]],
      let files = data.first?["files"] as? [[String: Any]]
    else { throw Failure("llvm-cov's export has no files") }
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

  /// A tool's output; when it fails, throws its first error line (or first line).
  func output(of arguments: [String], named tool: String, log: URL) async throws -> String {
    let outcome = try await ChildProcess.run(
      arguments, in: packageRoot, environment: environment, log: log)
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    guard outcome.status == 0 else {
      let lines = text.split(separator: "\n")
      let line = lines.first { $0.contains("error") } ?? lines.first
      throw Failure(
        "\(tool) failed: \(line.map(String.init) ?? "exit \(outcome.status)")")
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
