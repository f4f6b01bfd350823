import DataFileReader
import Foundation
import Testing

@testable import ShowcaseDemo

/// A script read from its bytes: a byte that is not UTF-8 is a mistake on its line like any
/// other, and a byte order mark is no part of the first command.
@Suite("Script files")
struct ScriptFileTests {
  @Test("a byte that is not UTF-8 is named with its line")
  func invalidUTF8IsNamedWithItsLine() {
    // Given
    let bytes = Data("open greeting\r\ntap \"Show".utf8) + Data([0xFF]) + Data("\"\nback\n".utf8)

    // When
    let error = #expect(throws: ScriptError.self) {
      try Script.decode(bytes, file: "demo.txt")
    }

    // Then
    #expect(
      error?.description == "demo.txt:2: byte 0xFF is not UTF-8 (save the script as UTF-8 text)")
  }

  @Test("a byte order mark before the first command is skipped")
  func byteOrderMarkIsSkipped() throws {
    // Given
    let bytes = Data([0xEF, 0xBB, 0xBF]) + Data("open greeting\n".utf8)

    // When
    let script = try Script.decode(bytes, file: "demo.txt")

    // Then
    #expect(script.steps.map(\.command) == [.openGreeting])
  }

  @Test("a word of the script is echoed escaped and cut")
  func echoedWordsAreEscapedAndCut() {
    // Given
    let long = String(repeating: "x", count: 70)
    let text = "open greeting\njump\u{1B}[2J\ntap \"\(long)\" now\n"

    // When
    let first = #expect(throws: ScriptError.self) {
      try Script.decode(Data(text.utf8), file: "demo.txt")
    }
    let second = #expect(throws: ScriptError.self) {
      try Script.decode(Data("tap \"\(long)\" \"\(long)\"".utf8), file: "demo.txt")
    }

    // Then
    #expect(
      first?.description
        == "demo.txt:2: unknown command 'jump\\u{1B}[2J' "
        + "(expected open, tap, select, back, release, fail, late, expect or step)")
    #expect(
      second?.description
        == "demo.txt:1: unexpected \"\(String(repeating: "x", count: 60))…\" after 'tap' "
        + "(expected the end of the line)")
  }
}
