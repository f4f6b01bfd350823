import Foundation
import ShowcaseCore
import Testing
import Tracing
import ViewKit

@testable import ShowcaseDemo

/// The JSON report, written a step and a screen at a time, is the document `JSONEncoder` writes
/// for the whole array of steps, byte for byte.
@Suite("JSON written as it goes")
@MainActor
struct JSONStepsTests {
  /// A step with every field, to decode the output and encode it again in one piece.
  private struct Step: Codable {
    var step: Int
    var command: String
    var caption: String?
    var line: Int
    var screens: [String: ScreenSnapshot]
    var flows: [String: [Hop]]?
    var agree: Bool
    var problems: [String: String]?
  }

  /// MVC under an id that JSON must escape, with a space and a colon in it.
  static let oddID = Variant(
    id: #"odd "id" / a : 1"#, name: "Odd", makeGreetingScreen: ShowcaseRun.mvc.makeGreetingScreen,
    makeSubjectsScreen: ShowcaseRun.mvc.makeSubjectsScreen)

  /// The whole document as `JSONEncoder` writes it.
  private static func document(_ steps: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(steps), as: UTF8.self)
  }

  @Test(
    "the steps written one by one make the document JSONEncoder writes for all of them",
    arguments: [[], ["--no-flows"], ["--pattern", "broken", "--pattern", "mvc"]])
  func streamedIsTheWholeDocument(options: [String]) async throws {
    // When
    let run = await ShowcaseRun(
      ["--format", "json"] + options,
      variants: [ShowcaseRun.mvc, ShowcaseRun.broken, Self.oddID])

    // Then
    let text = run.lines.joined(separator: "\n")
    let steps = try JSONDecoder().decode([Step].self, from: Data(text.utf8))
    #expect(steps.count == 18)
    #expect(text == (try Self.document(steps)))
    // A piece per screen at least: the document is never one string.
    #expect(run.lines.count > 18 * steps[0].screens.count)
  }

  @Test("a failed command's problems and its step's screens are in place")
  func problemsAreWritten() async throws {
    // Given
    let path = try temporaryFile("open greeting\ntap \"Nope\"\n", named: "demo.txt")

    // When
    let run = await ShowcaseRun(
      ["--format", "json", "--script", path], variants: [ShowcaseRun.mvc, Self.oddID])

    // Then
    let text = run.lines.joined(separator: "\n")
    let steps = try JSONDecoder().decode([Step].self, from: Data(text.utf8))
    #expect(text == (try Self.document(steps)))
    #expect(
      steps[1].problems?[Self.oddID.id]
        == #"no button "Nope" on Greeting (buttons: "Show greeting")"#)
    #expect(steps[1].screens.keys.sorted() == ["mvc", Self.oddID.id].sorted())
  }

  @Test("no steps make an empty array, as JSONEncoder writes it")
  func noStepsMakeAnEmptyArray() throws {
    // Given
    var lines: [String] = []
    let json = JSONSteps(
      report: StepReport(variants: [ShowcaseRun.mvc], width: 120), output: { lines.append($0) })

    // When
    json.begin()
    json.end()

    // Then
    #expect(lines.joined(separator: "\n") == (try Self.document([Step]())))
  }
}
