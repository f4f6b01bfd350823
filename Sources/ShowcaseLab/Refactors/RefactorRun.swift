import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One run of `showcase refactor`.
typealias RefactorRun = CatalogueRun<RefactorCatalogue>

/// Measuring one refactor in the scratch copy, in up to three steps, each a build of every
/// chosen variant at once (as for a bug, one variant's edits cannot reach another's results):
///
/// 1. The refactor alone. Test files that no longer build are noted, and their tests count as
///    "does not compile"; only those files' repairs are written in, and the copy is built again
///    until it builds. An error in production code or in any other target is a mistake of the
///    catalogue.
/// 2. The suites run. A failing conformance scenario means the refactor changes behaviour: a
///    mistake of the catalogue, named. The unit tests that fail, outside the files already
///    noted, count as "fails".
/// 3. Where anything broke, the whole reference repair is written in, built and run: every
///    unit test must pass again (not under `--check`: see `buildsRepairs`). A repair where
///    nothing broke is a mistake too.
extension RefactorCatalogue {
  @MainActor static func measure(
    _ refactor: Refactor, in run: RefactorRun, copy: ScratchPackage, runner: SuiteRunner
  ) async throws -> RefactorRun.Outcome {
    let (variants, plan, progress) = (run.variants, run.plan, run.progress)
    let start = ContinuousClock.now
    let id = refactor.id
    func mistake(_ message: String) -> Mistake { Mistake(line: refactor.line, message) }
    func repair(_ variant: String) -> [String: String] { plan.repairs[id]?[variant] ?? [:] }
    // The code lines the reference repair changes, counted as the workshop counts a solution's.
    func repairLines(_ variant: String) -> Int {
      let edits = repair(variant).sorted { $0.key < $1.key }.flatMap {
        LineDiff.edits(of: $0.key, from: plan.originals[$0.key], to: $0.value)
      }
      return ChangeCost(solution: edits, tests: []).testLinesChanged
    }
    let applicable = variants.filter { refactor.applies(to: $0.name) }
    let notApplicable = variants.map { variant in
      RefactorResult(
        variant: variant.name, notApplicable: refactor.notApplicable[variant.name] ?? "")
    }
    // Nothing to build where the refactor applies to none of the chosen variants.
    guard !applicable.isEmpty else {
      return .init(entry: refactor, results: notApplicable, seconds: 0)
    }
    var written: Set<String> = []
    func write(_ files: [String: String]) throws {
      for (path, text) in files {
        try copy.write(text, to: path)
        written.insert(path)
      }
    }
    defer {
      for path in written { try? copy.write(plan.originals[path] ?? "", to: path) }
    }
    for variant in applicable { try write(plan.patches[id]?[variant.name] ?? [:]) }

    // 1. Build until it builds, repairing the test files that do not.
    var broken: [String: [String]] = [:]
    // Each pass repairs a file that did not build, or throws: the loop ends.
    while true {
      let (status, output) = try await copy.build(
        label: "\(id): building", log: copy.url(".refactor-build.log"),
        progress: progress, environment: run.environment)
      if status == 0 { break }
      let errors = CompilerError.all(in: output, copy)
      guard !errors.isEmpty else { throw mistake("\(id) does not build: see the build's output") }
      if let production = errors.first(where: { $0.file.hasPrefix("Sources/") }) {
        let variant = applicable.first { production.file.hasPrefix("Sources/\($0.name)/") }
        throw mistake(
          "\(id) does not compile\(variant.map { " in \($0.name)" } ?? ""): "
            + production.message)
      }
      let repairedBefore = broken
      for error in errors {
        guard
          let variant = applicable.first(where: { error.file.hasPrefix("Tests/\($0.name)Tests/") })
        else {
          throw mistake("\(id) breaks a file outside the variants' unit suites: \(error.message)")
        }
        guard !repairedBefore[variant.name, default: []].contains(error.file) else {
          throw mistake("\(id), \(variant.name): the repair does not compile: \(error.message)")
        }
        guard !broken[variant.name, default: []].contains(error.file) else { continue }
        guard let repaired = plan.repairs[id]?[variant.name]?[error.file] else {
          throw mistake(
            "\(id), \(variant.name): \(error.file) no longer builds, and the catalogue "
              + "has no repair for it (\(error.message))")
        }
        broken[variant.name, default: []].append(error.file)
        try write([error.file: repaired])
      }
    }

    // 2. The suites, against the refactor with only the unbuildable files repaired.
    progress.update("\(id): running the suites")
    let names = try await SuiteJobs.failingTests(
      applicable.flatMap { [($0, SuiteRunner.Suite.unit), ($0, .conformance)] }, with: runner,
      in: copy, label: id, specIDs: run.specIDs)
    var results: [String: RefactorResult] = [:]
    for variant in applicable {
      if let failing = names[variant.id]?[.conformance], !failing.isEmpty {
        throw mistake(
          "\(id) is not behaviour-preserving in \(variant.name): the conformance suite "
            + "fails \(quotedTests(failing.prefix(3).map(\.name)))")
      }
      let files = broken[variant.name, default: []].sorted()
      let unbuilt = files.flatMap { testNames(in: plan.originals[$0] ?? "") }
      // A failing test of a file that did not build is counted there already. Tests of two
      // files may share a name, so the file the issue was recorded in decides.
      let brokenNames = Set(files.map { ($0 as NSString).lastPathComponent })
      let fails = (names[variant.id]?[.unit] ?? []).filter { test in
        !(test.file.map(brokenNames.contains) ?? unbuilt.contains(test.name))
      }.map(\.name).eachOnce()
      results[variant.name] = RefactorResult(
        variant: variant.name, brokenFiles: files, doesNotCompile: unbuilt, fails: fails,
        repairLines: repairLines(variant.name))
    }

    // 3. The whole reference repair, where anything broke: every unit test passes again.
    for variant in applicable {
      let result = results[variant.name]
      if result?.brokenFiles.isEmpty == true, result?.fails.isEmpty == true,
        !repair(variant.name).isEmpty
      {
        throw mistake("\(id), \(variant.name): a repair, but the refactor breaks no test")
      }
    }
    // Where a test still fails, or the repair mends files that did build, the whole repair
    // is what is checked.
    let toRepair = applicable.filter { variant in
      let mended = Set(repair(variant.name).keys)
      return names[variant.id]?[.unit]?.isEmpty == false
        || !mended.isSubset(of: broken[variant.name, default: []])
    }
    if let unrepaired = toRepair.first(where: { repair($0.name).isEmpty }) {
      throw mistake(
        "\(id), \(unrepaired.name): tests fail and the catalogue has no repair for them")
    }
    if !toRepair.isEmpty, run.buildsRepairs {
      for variant in toRepair { try write(repair(variant.name)) }
      let (status, output) = try await copy.build(
        label: "\(id): building the repair", log: copy.url(".refactor-build.log"),
        progress: progress, environment: run.environment)
      guard status == 0 else {
        throw mistake(
          "\(id): the repair does not compile: "
            + CompilerError.first(in: output, copy))
      }
      progress.update("\(id): running the repaired suites")
      let after = try await SuiteJobs.failingTests(
        toRepair.map { ($0, .unit) }, with: runner, in: copy, label: "\(id)-repaired",
        specIDs: run.specIDs)
      for variant in toRepair {
        if let failing = after[variant.id]?[.unit], !failing.isEmpty {
          throw mistake(
            "\(id), \(variant.name): after the reference repair, "
              + "\(quotedTests(failing.prefix(3).map(\.name))) still fails")
        }
      }
    }
    let all = variants.indices.map { results[variants[$0].name] ?? notApplicable[$0] }
    return .init(
      entry: refactor, results: all, seconds: Timing.seconds(ContinuousClock.now - start))
  }

  /// The tests of a test file, by the names a failing run gives them: the display name, or the
  /// function's name with `()`.
  private static func testNames(in text: String) -> [String] {
    SourceScanner(text).tests.map { $0.displayName ?? "\($0.name)()" }
  }
}
