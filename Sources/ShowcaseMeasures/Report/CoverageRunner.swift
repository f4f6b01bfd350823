import Foundation
import ShowcaseSupport

/// Runs `swift test --enable-code-coverage --filter <Variant>Tests` in a scratch folder of its
/// own and reads llvm-cov's export.
struct CoverageRunner {
  let packageRoot: URL
  let progress: (String) -> Void

  var scratchPath: URL { packageRoot.appendingPathComponent(".build-coverage") }

  /// Builds once, then runs each suite from that build, so sources edited meanwhile do not
  /// change what is measured.
  func measure(variants: [String]) -> [String: DynamicFigures] {
    progress("building with coverage in .build-coverage …")
    var build: ProcessResult
    do {
      // In a checkout being edited, a file saved mid-build stops the build; try again.
      var tries = 0
      repeat {
        build = try run(
          ["swift", "build", "--build-tests", "--enable-code-coverage"] + scratchArguments,
          log: "report-build.log")
        tries += 1
      } while tries < 3 && build.output.contains("was modified during the build")
    } catch {
      return notRun(variants, note: "could not start swift: \(error)")
    }
    guard build.status == 0 else {
      let firstError = build.output.split(separator: "\n").first { $0.contains("error:") }
      return notRun(variants, note: "build failed: \(firstError ?? "see .build-coverage logs")")
    }
    var figures: [String: DynamicFigures] = [:]
    for variant in variants {
      progress("running \(variant)Tests with coverage …")
      figures[variant] = measure(variant: variant)
    }
    return figures
  }

  private var scratchArguments: [String] { ["--scratch-path", scratchPath.path] }

  private func notRun(_ variants: [String], note: String) -> [String: DynamicFigures] {
    Dictionary(uniqueKeysWithValues: variants.map { ($0, DynamicFigures.notRun(note)) })
  }

  private func measure(variant: String) -> DynamicFigures {
    do {
      let codecov = try codecovPath()
      // Profiles of an earlier run would be merged into this one's figures.
      let folder = codecov.deletingLastPathComponent()
      let stale = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in stale where name.hasSuffix(".profraw") || name.hasSuffix(".profdata") {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
      try? FileManager.default.removeItem(at: codecov)

      let result = try run(
        ["swift", "test", "--skip-build", "--enable-code-coverage", "--filter", "\(variant)Tests"]
          + scratchArguments, log: "report-\(variant).log")
      let runner = Self.runnerSeconds(in: result.output)
      let sources = packageRoot.appendingPathComponent("Sources/\(variant)").standardizedFileURL
      let lines = (try? JSONDecoder().decode(CoverageExport.self, from: Data(contentsOf: codecov)))
        .map { Self.coveredLines(in: $0, under: sources.path) }
      let passed = result.status == 0 && runner != nil
      return DynamicFigures(
        status: passed ? "passed" : "failed", executableLines: lines?.executable,
        coveredLines: lines?.covered, runnerSeconds: runner, processSeconds: result.seconds,
        note: passed ? nil : "exit \(result.status); see .build-coverage/report-\(variant).log")
    } catch {
      return .notRun("\(error)")
    }
  }

  private func codecovPath() throws -> URL {
    let result = try run(
      ["swift", "test", "--show-codecov-path", "--enable-code-coverage"] + scratchArguments,
      log: "report-codecov-path.log")
    guard result.status == 0,
      let line = result.output.split(separator: "\n").last(where: { $0.hasSuffix(".json") })
    else { throw ReportError("swift test --show-codecov-path gave no path") }
    return URL(fileURLWithPath: String(line.trimmingCharacters(in: .whitespaces)))
  }

  /// Swift Testing's closing line: "Test run with 24 tests in 4 suites passed after 0.05
  /// seconds." (or "failed after").
  static func runnerSeconds(in output: String) -> Double? {
    for line in output.split(separator: "\n").reversed() where line.contains("Test run with") {
      guard let after = line.range(of: " after ") else { continue }
      let number = line[after.upperBound...].prefix { $0.isNumber || $0 == "." }
      if let seconds = Double(number) { return seconds }
    }
    return nil
  }

  static func coveredLines(in export: CoverageExport, under folder: String) -> (
    executable: Int, covered: Int
  ) {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    let files = export.data.flatMap(\.files).filter { $0.filename.hasPrefix(prefix) }
    return (
      files.map(\.summary.lines.count).reduce(0, +),
      files.map(\.summary.lines.covered).reduce(0, +)
    )
  }

  typealias ProcessResult = (status: Int32, output: String, seconds: Double)

  /// Runs a command through `env` from the package root; output goes to a log in the scratch
  /// folder (a pipe could fill up and stall the child), then is read back.
  private func run(_ arguments: [String], log name: String) throws -> ProcessResult {
    try FileManager.default.createDirectory(at: scratchPath, withIntermediateDirectories: true)
    let log = scratchPath.appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardOutput = handle
    process.standardError = handle
    let clock = ContinuousClock()
    let start = clock.now
    try process.run()
    process.waitUntilExit()
    let seconds = Timing.seconds(clock.now - start)
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return (process.terminationStatus, output, seconds)
  }
}

/// The part of `llvm-cov export` the report reads.
struct CoverageExport: Decodable {
  struct Datum: Decodable { let files: [File] }
  struct File: Decodable {
    let filename: String
    let summary: Summary
  }
  struct Summary: Decodable { let lines: Counts }
  struct Counts: Decodable {
    let count: Int
    let covered: Int
  }
  let data: [Datum]
}
