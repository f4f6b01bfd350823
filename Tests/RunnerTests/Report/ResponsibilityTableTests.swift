import Foundation
import ShowcaseDemo
import TestSupport
import Testing

@testable import ShowcaseMeasures
@testable import ShowcaseSupport

@Suite("Slices and the responsibility table")
struct ResponsibilityTableTests {
  typealias Segment = CoverageSlice.Segment

  /// A subject list's load, as a variant's role would hold it: the stale-answer guard on line 4.
  static let load = """
    func load() {
      task = Task {
        let answer = try await repository.curriculum()
        guard !Task.isCancelled else { return }
        // Only a load still wanted shows its answer.
        show(answer)
      }
    }

    """

  /// The load's segments when `stale` answers were dropped and `runs` loads started: the
  /// function, the task's body, the guard's `return`, the code after it.
  static func loadSegments(runs: Int, stale: Int) -> [Segment] {
    [
      Segment(line: 1, column: 13, count: runs), Segment(line: 2, column: 17, count: runs),
      Segment(line: 4, column: 33, count: stale),
      Segment(line: 4, column: 43, count: runs - stale, isRegionEntry: false),
      Segment(line: 7, column: 4, count: runs, isRegionEntry: false),
      Segment(line: 8, column: 2, count: 0, hasCount: false, isRegionEntry: false),
    ]
  }

  @Test("a role is its file's name without the screen")
  func roleIsTheFileNameWithoutTheScreen() {
    #expect(ResponsibilityTable.role(ofFile: "Sources/MVP/SubjectsPresenter.swift") == "Presenter")
    #expect(
      ResponsibilityTable.role(ofFile: "Sources/MVC/AllSubjectsViewController.swift")
        == "ViewController")
    #expect(ResponsibilityTable.role(ofFile: "Sources/MVVM/Feature.swift") == "Feature")
    #expect(ResponsibilityTable.role(ofFile: "Sources/MVVM/Subjects.swift") == "Subjects")
  }

  @Test("a slice holds the lines a region ran in the step only, never what the setup ran too")
  func sliceHoldsWhatOnlyTheStepRan() {
    // Given: two loads in the setup; a third in the step, whose answer is dropped
    let setup = Self.loadSegments(runs: 2, stale: 0)
    let step = Self.loadSegments(runs: 3, stale: 1)

    // When
    let lines = CoverageSlice.lines(setup: setup, step: step, text: Self.load)

    // Then: the guard, not the lines both runs ran (more often in the step)
    #expect(lines == [4])
  }

  @Test("a block the setup never entered is in the slice whole, comments and blank lines aside")
  func blockNeverEnteredIsWhole() {
    // Given: the setup only made the load; the step ran its task once
    let setup = Self.loadSegments(runs: 0, stale: 0)
    let step = Self.loadSegments(runs: 1, stale: 0)

    // When
    let lines = CoverageSlice.lines(setup: setup, step: step, text: Self.load)

    // Then
    #expect(lines == [1, 2, 3, 4, 6, 7, 8])
  }

  @Test("an export that joins segments of equal count is read as if it did not")
  func joinedSegmentsReadTheSame() {
    // Given: a setup that never made the load, its export joined into one segment
    let setup = [
      Segment(line: 1, column: 13, count: 0),
      Segment(line: 8, column: 2, count: 0, hasCount: false, isRegionEntry: false),
    ]

    // When
    let lines = CoverageSlice.lines(
      setup: setup, step: Self.loadSegments(runs: 1, stale: 0), text: Self.load)

    // Then
    #expect(lines == [1, 2, 3, 4, 6, 7, 8])
  }

  @Test("an llvm-cov export is read file by file, by the path from Sources/ on")
  func exportIsReadByPath() throws {
    let export = Self.export([
      "/any/root/Sources/Planted/SubjectsPresenter.swift": [
        Segment(line: 4, column: 33, count: 1)
      ]
    ])
    let segments = try SliceMeasure.segments(inExport: export)
    #expect(
      segments == [
        "Sources/Planted/SubjectsPresenter.swift": [Segment(line: 4, column: 33, count: 1)]
      ])
    #expect(throws: SliceMeasure.Failure.self) { try SliceMeasure.segments(inExport: "[]") }
    // An export without a file of the variant would show it running nothing.
    #expect(throws: SliceMeasure.Failure.self) {
      try SliceMeasure.slice(
        of: "MVC", setup: segments, step: segments, packageRoot: URL(fileURLWithPath: "/"))
    }
  }

  @Test("a rule planted in another role moves its slice, its row of the table and the record")
  func plantedRuleMovesSliceAndTable() throws {
    let root = TestFolder.name("where-tests")
    defer { try? FileManager.default.removeItem(at: root) }
    // Given: the guard in the interactor; the presenter only shows
    let shows = "func show(_ rows: [String]) {\n  view?.show(rows)\n}\n"
    let before = try Self.record(
      files: ["SubjectsInteractor.swift": Self.load, "SubjectsPresenter.swift": shows],
      guardIn: "SubjectsInteractor.swift", root: root)
    #expect(Self.row("S6", of: before) == ["Stale-answer guard", "S6", "Interactor"])
    #expect(
      before.variants[0].slices["S6"]
        == ["SubjectsInteractor.swift": ["guard !Task.isCancelled else { return }"]])

    // When: the same guard moves into the presenter
    let after = try Self.record(
      files: ["SubjectsInteractor.swift": shows, "SubjectsPresenter.swift": Self.load],
      guardIn: "SubjectsPresenter.swift", root: root)

    // Then
    #expect(Self.row("S6", of: after) == ["Stale-answer guard", "S6", "Presenter"])
    #expect(Self.row("G4", of: after) == ["Greeting composition", "G4", "–"])
    #expect(
      WhereRecord.differences(before, after) == [
        "Planted S6 SubjectsInteractor.swift: 0 line(s) now, 1 recorded",
        "Planted S6 SubjectsPresenter.swift: 1 line(s) now, 0 recorded",
      ])
    // A record of other scenarios keeps none of its slices beside a new one's.
    var older = before
    older.scenarios = "00000000"
    older.variants.append(.init(variant: "Other", fingerprint: "00000000", slices: [:]))
    #expect(older.merging(after, order: ["Planted", "Other"]) == after)
    older.scenarios = after.scenarios
    #expect(
      older.merging(after, order: ["Planted", "Other"]).variants.map(\.variant) == [
        "Planted", "Other",
      ])
    // The code changed: the record is stale for the variant, and only for it.
    #expect(try before.staleness(packageRoot: root, variants: ["Planted"]).count == 1)
    #expect(try after.staleness(packageRoot: root, variants: ["Planted"]).isEmpty)
  }

  @Test("a comment added to a variant leaves its record fresh")
  func commentLeavesRecordFresh() throws {
    let root = TestFolder.name("where-tests")
    defer { try? FileManager.default.removeItem(at: root) }
    let record = try Self.record(
      files: ["SubjectsInteractor.swift": Self.load], guardIn: "SubjectsInteractor.swift",
      root: root)
    let file = root.appendingPathComponent("Sources/Planted/SubjectsInteractor.swift")
    try ("// A comment a teacher added.\n" + Self.load).write(
      to: file, atomically: true, encoding: .utf8)
    #expect(try record.staleness(packageRoot: root, variants: ["Planted"]).isEmpty)
    try Self.load.replacingOccurrences(of: "show(answer)", with: "present(answer)").write(
      to: file, atomically: true, encoding: .utf8)
    #expect(
      try record.staleness(packageRoot: root, variants: ["Planted"]).first?
        .hasPrefix("Planted: code changed") == true)
  }

  @Test("the side-by-side text fits its width and marks where code is skipped")
  func textFitsItsWidth() throws {
    let scenario = try #require(SliceScenario.named("S6"))
    let file = WhereCommand.Listing.File(
      name: "SubjectsInteractor.swift",
      lines: [
        (4, "    guard !Task.isCancelled else { return } // a long comment after the code", false),
        (9, "    show(answer)", true),
      ])
    let listings = ["MVC", "MVP", "VIPER"].map { WhereCommand.Listing(variant: $0, files: [file]) }
    let text = WhereCommand.text(scenario, listings, width: 60)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 60 })
    #expect(text.contains("⋮"))
    #expect(
      text.hasPrefix("S6 an older answer never overwrites a newer one\nSetup: late answers on;"))
  }

  @Test("when no variant's step ran a line of its own, the text and the page say why")
  func noLineOfItsOwnIsExplained() throws {
    let scenario = try #require(SliceScenario.named("A6"))
    let empty = ["MVC", "TEA"].map { WhereCommand.Listing(variant: $0, files: []) }
    #expect(WhereCommand.text(scenario, empty, width: 100).contains(WherePage.noLineOfItsOwn))
    let page = WherePage(scenario: scenario, columns: [.init(variant: "MVC", files: [])]).html()
    #expect(page.contains(WherePage.noLineOfItsOwn))
    let file = WhereCommand.Listing.File(name: "Store.swift", lines: [(62, "guard", false)])
    let one = [WhereCommand.Listing(variant: "TEA", files: [file])]
    #expect(!WhereCommand.text(scenario, one, width: 100).contains(WherePage.noLineOfItsOwn))
  }

  @Test("the page holds every variant's column, the sliced lines marked, and is well-formed")
  func pageMarksTheSlicedLines() throws {
    let scenario = try #require(SliceScenario.named("S6"))
    let column = WherePage.Column(
      variant: "VIPER",
      files: [
        (
          "SubjectsInteractor.swift",
          [(1, "if a < b {", false), (2, "  guard x else { return }", true), (3, "}", false)]
        )
      ])
    let page = WherePage(scenario: scenario, columns: [column]).html()
    #expect(WellFormedness.problem(in: page) == nil)
    #expect(page.contains("<mark>2    guard x else { return }</mark>"))
    #expect(page.contains("1  if a &lt; b {"))
  }

  // MARK: Fixtures

  /// The record of a variant `Planted` with `files`, whose S6 step ran only the guard of the
  /// load in `guardIn`; no other scenario ran a line of it.
  static func record(files: [String: String], guardIn: String, root: URL) throws -> WhereRecord {
    try? FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Planted"))
    try TestFolder.write(
      Dictionary(uniqueKeysWithValues: files.map { ("Sources/Planted/\($0)", $1) }), into: root)
    let path = "\(root.path)/Sources/Planted/\(guardIn)"
    let setup = try SliceMeasure.segments(
      inExport: export([path: loadSegments(runs: 2, stale: 0)]))
    let step = try SliceMeasure.segments(
      inExport: export([path: loadSegments(runs: 3, stale: 1)]))
    let slice = try SliceMeasure.slice(
      of: "Planted", setup: setup, step: step, packageRoot: root)
    let slices = WhereRecord.tableScenarios.map { $0.id == "S6" ? [slice] : [[]] }
    return try WhereRecord(slices: slices, variants: ["Planted"], packageRoot: root)
  }

  static func row(_ scenario: String, of record: WhereRecord) -> [String]? {
    ResponsibilityTable.table(record).rows.first { $0[1] == scenario }
  }

  /// An export in llvm-cov's JSON shape, with the segments of each file.
  static func export(_ files: [String: [Segment]]) -> String {
    let entries = files.map { path, segments in
      let list = segments.map {
        "[\($0.line),\($0.column),\($0.count),\($0.hasCount),\($0.isRegionEntry),\($0.isGapRegion)]"
      }
      return #"{"filename":"\#(path)","segments":[\#(list.joined(separator: ","))]}"#
    }
    return
      #"{"data":[{"files":[\#(entries.joined(separator: ","))]}],"type":"llvm.coverage.json.export"}"#
  }
}
