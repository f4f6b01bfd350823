import ShowcaseCore
import Testing
import ViewKit

@testable import ShowcaseDemo

/// A learner named in Chinese, with subjects named in emoji and combining marks, played through
/// `--data`: every border stays in line, in one variant's column and side by side.
@Suite("Text of any script")
@MainActor
struct WideTextTests {
  static let data = """
    {"person": {"firstName": "伟", "lastName": "张", "phase": "high"},
     "subjects": [
       {"id": 1, "name": "数学", "phases": ["high"]},
       {"id": 2, "name": "🧪 Chemie", "phases": ["high"]},
       {"id": 3, "name": "Cafe\\u0301 👩🏽‍🔬", "phases": ["high"]}],
     "userSubjects": [
       {"subjectID": 1, "updatedAt": "2024-01-01T00:00:00Z", "status": "on"},
       {"subjectID": 2, "updatedAt": "2024-01-01T00:00:00Z", "status": "on"},
       {"subjectID": 3, "updatedAt": "2024-01-01T00:00:00Z", "status": "on"}]}
    """
  static let script = """
    open greeting
    tap "Show greeting"
    back
    open subjects
    release all
    """

  @Test("one variant's column: the greeting and the rows fit their box exactly")
  func oneColumn() async throws {
    // Given
    let data = try temporaryFile(Self.data, named: "data.json")
    let script = try temporaryFile(Self.script, named: "demo.txt")

    // When
    let run = await ShowcaseRun(
      ["--data", data, "--script", script, "--no-flows"], variants: [ShowcaseRun.mvc])

    // Then
    #expect(run.status == 0)
    #expect(run.lines.contains("│ Hello 伟 张              │"))
    #expect(run.lines.contains("│ • 数学                   │"))
    #expect(run.lines.contains("│ • 🧪 Chemie              │"))
    #expect(run.lines.contains("│ • Café 👩🏽‍🔬                │"))
    let boxLines = run.lines.filter { $0.hasPrefix("│") || $0.hasPrefix("┌") }
    #expect(boxLines.allSatisfy { TerminalWidth.columns(of: $0) == SideBySide.boxWidth })
  }

  @Test(
    "side by side, with flows or without, every border is where the first box's are",
    arguments: [[], ["--no-flows"]])
  func sideBySide(options: [String]) async throws {
    // Given
    let data = try temporaryFile(Self.data, named: "data.json")
    let script = try temporaryFile(Self.script, named: "demo.txt")

    // When
    let run = await ShowcaseRun(
      ["--data", data, "--script", script, "--width", "160"] + options,
      variants: Variant.all)

    // Then
    #expect(run.status == 0)
    // As many boxes as fit go on a row (five of 28 and their gaps in 160 columns); with
    // flows, the row's columns share its width, up to 40 each.
    let gap = SideBySide.gap
    let perRow = min((160 + gap) / (SideBySide.boxWidth + gap), Variant.all.count)
    let column =
      options.isEmpty ? min(SideBySide.flowWidth, (160 + gap) / perRow - gap) : SideBySide.boxWidth
    let starts = (0..<perRow).map { $0 * (column + gap) }
    let allowed = Set(starts + starts.map { $0 + SideBySide.boxWidth - 1 })
    let bordered = run.lines.filter { $0.first.map(Self.borders.contains) ?? false }
    #expect(bordered.count > 20)
    // The variants after a full row go on the next, starting at the same columns.
    for line in bordered {
      let positions = Self.borderColumns(line)
      #expect(
        positions.count.isMultiple(of: 2) && positions.count <= 2 * perRow
          && Set(positions).isSubset(of: allowed), "\(line)")
    }
    #expect(bordered.contains { Self.borderColumns($0).count == 2 * perRow })
  }

  @Test("a variant's name wider than its box is cut between two characters, to the box's width")
  func namesAreCutBetweenCharacters() {
    // Given
    let name = "架构" + String(repeating: "模式", count: 10) + "👩🏽‍💻"
    let column = SideBySide.Column(name: "a" + name, snapshot: ScreenSnapshot(title: "Screen"))

    // When
    let header = SideBySide.lines([column], width: 120)[0]

    // Then
    #expect(header == "a架构" + String(repeating: "模式", count: 5) + "模")
    #expect(TerminalWidth.columns(of: header) == SideBySide.boxWidth - 1)
  }

  static let borders: Set<Character> = ["│", "┌", "┐", "└", "┘", "├", "┤"]

  /// The terminal columns at which `line` draws a box's border.
  static func borderColumns(_ line: String) -> [Int] {
    var column = 0
    var found: [Int] = []
    for character in line {
      if borders.contains(character) { found.append(column) }
      column += TerminalWidth.columns(of: character)
    }
    return found
  }
}
