import Foundation
import TestSupport
import Testing

@testable import ShowcaseLab
@testable import ShowcaseSupport

/// The parts of a mutation run that need no build: reading the compiler's and the test
/// runner's output, the scratch copy, the manifest's targets, the progress line, and the
/// environment the suites run in.
@MainActor
struct MutationRunPartsTests {
  @Test func readsTheCompilersErrorsForTheMutatedFilesOnly() {
    // Given
    let output = """
      /tmp/copy/Sources/MVP/GreetingPresenter.swift:32:40: error: operator function '⊙' requires…
      /tmp/copy/Sources/MVP/GreetingPresenter.swift:32:40: error: operator function '⊙' requires…
      /tmp/copy/Sources/MVP/SubjectsPresenter.swift:7:1: warning: unused
      /tmp/copy/Sources/Model/Subject.swift:3:1: error: elsewhere
      [12/240] Compiling MVP SubjectsPresenter.swift
      """

    // When
    let lines = MutationRun.errorLines(
      in: output,
      files: ["Sources/MVP/GreetingPresenter.swift", "Sources/MVP/SubjectsPresenter.swift"])

    // Then
    #expect(lines.map { "\($0.file):\($0.line)" } == ["Sources/MVP/GreetingPresenter.swift:32"])
    #expect(SuiteRunner.lastStep(in: output) == "[12/240]")
  }

  @Test func readsHowManyTestsRan() {
    #expect(
      SuiteRunner.testCount(
        in: "x\n✔ Test run with 27 tests in 4 suites passed after 0.05 seconds.")
        == 27)
    #expect(SuiteRunner.testCount(in: "✔ Test run with 0 tests in 0 suites passed") == 0)
    #expect(SuiteRunner.testCount(in: "no summary") == nil)
  }

  @Test func readsTheTargetsOfAManifestDump() throws {
    // Given
    let dump = """
      {"name": "P", "targets": [
        {"name": "Model", "type": "regular", "dependencies": []},
        {"name": "MVC", "type": "regular", "dependencies": [{"byName": ["Model", null]}]},
        {"name": "MVCTests", "type": "test", "dependencies": [{"target": ["MVC", null]}]},
        {"name": "tool", "type": "executable", "path": "Tools/tool",
         "dependencies": [{"product": ["X", "pkg", null, null]}]}
      ]}
      """

    // When
    let targets = try ScratchPackage.targets(inManifest: Data(dump.utf8))

    // Then
    #expect(
      targets == [
        .init(name: "Model", path: "Sources/Model", dependencies: [], isExecutable: false),
        .init(name: "MVC", path: "Sources/MVC", dependencies: ["Model"], isExecutable: false),
        .init(name: "MVCTests", path: "Tests/MVCTests", dependencies: ["MVC"], isExecutable: false),
        .init(name: "tool", path: "Tools/tool", dependencies: [], isExecutable: true),
      ])
  }

  @Test func theScratchCopyLeavesOutBuildsAndHiddenFilesAndGoesAway() throws {
    // Given
    let package = TestFolder.name("scratch-source")
    defer { try? FileManager.default.removeItem(at: package) }
    for path in ["Package.swift", "Sources/A/A.swift", ".build/debug/x", ".git", ".build-strict/y"]
    {
      let url = package.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "x".write(to: url, atomically: true, encoding: .utf8)
    }

    // When
    let copy = try ScratchPackage.copy(of: package, environment: [:])
    let copied = try FileManager.default.contentsOfDirectory(atPath: copy.root.path).sorted()
    let lock = copy.root.deletingLastPathComponent()
      .appendingPathComponent("_tmp_\(copy.root.lastPathComponent)_.build.lock")
    try "".write(to: lock, atomically: true, encoding: .utf8)
    // What SwiftPM leaves in the TMPDIR of the copy's commands.
    let left = copy.temporary.appendingPathComponent("TemporaryDirectory.x")
    try FileManager.default.createDirectory(at: left, withIntermediateDirectories: true)
    let environment = copy.commandEnvironment(["TMPDIR": "/elsewhere", "HOME": "/home"])
    copy.remove()

    // Then
    #expect(copied == ["Package.swift", "Sources"])
    #expect(environment == ["TMPDIR": copy.temporary.path, "HOME": "/home"])
    #expect(!copy.temporary.path.hasPrefix(copy.root.path + "/"))
    #expect(!FileManager.default.fileExists(atPath: copy.root.path))
    #expect(!FileManager.default.fileExists(atPath: lock.path))
    #expect(!FileManager.default.fileExists(atPath: copy.temporary.path))
  }

  @Test func theSuitesRunInAZoneWhereTheEpochIsStillTheDayBefore() throws {
    // Given: the zone every suite of a run gets, whatever the machine's.
    let identifier = try #require(SuiteRunner.pinnedEnvironment["TZ"])
    let zone = try #require(TimeZone(identifier: identifier))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone

    // When
    let day = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: 0))

    // Then: G6's birthdate falls on another day there than in UTC, so G6 tells whether the
    // birthdate formatter keeps its zone pinned to UTC.
    #expect([day.year, day.month, day.day] == [1969, 12, 31])
    #expect(SuiteRunner.pinnedEnvironment["LC_ALL"] == "C")
  }

  @Test func progressRewritesItsLineOnlyAtATerminal() {
    // Given
    var live: [String] = []
    var piped: [String] = []
    let terminal = RunProgress(isLive: true) { live.append($0) }
    let pipe = RunProgress(isLive: false) { piped.append($0) }

    // When
    for progress in [terminal, pipe] {
      progress.update("MVP 1/2")
      progress.update("MVP 2/2")
      progress.line("MVP done")
    }

    // Then
    let replace = "\u{1B}[1A\u{1B}[2K"
    #expect(live == ["MVP 1/2", replace + "MVP 2/2", replace + "MVP done"])
    #expect(piped == ["MVP done"])
  }

  @Test func progressClearsItsLiveLineAndNothingElse() {
    // Given
    var live: [String] = []
    let terminal = RunProgress(isLive: true) { live.append($0) }

    // When: a live line, cleared; a line that stays, then a clear that has nothing to clear
    terminal.update("Building 3/9")
    terminal.clear()
    terminal.line("Done")
    terminal.clear()

    // Then
    #expect(live == ["Building 3/9", "\u{1B}[1A\u{1B}[2K\u{1B}[1A", "Done"])
  }
}
