import DataFileReader
import Foundation
import Model
import Testing

/// Tests of how the reader reads: a big file, escapes, numbers, Unicode, and the line and column
/// of a syntax error, with lines ended by LF or CRLF.
struct DataFileReadingTests {
  /// Decodes `json` as the file `data.json` and returns its message, if it fails.
  private func message(_ json: String) -> String? {
    message(Data(json.utf8))
  }

  private func message(_ bytes: Data) -> String? {
    do {
      _ = try DataFile.decode(bytes, file: "data.json")
      return nil
    } catch {
      return error.description
    }
  }

  // MARK: A big file

  @Test(arguments: ["\n", "\r\n"])
  func aBigFileReadsAsTheSampleScaledUp(lineBreak: String) throws {
    // Given
    let expected = DataSet.sample(copies: 200)
    let file = Data(expected.writtenAsDataFile(lineBreak: lineBreak).utf8)
    // When
    let decoded = try DataFile.decode(file, file: "big.json")
    // Then
    #expect(decoded.subjects.count == 1_600)
    #expect(decoded.userSubjects.count == 1_400)
    #expect(decoded == expected)
  }

  @Test func aMistakeAtTheEndOfABigFileNamesItsKeyPath() {
    // Given
    var data = DataSet.sample(copies: 200)
    data.userSubjects[data.userSubjects.count - 1].subjectID = 9_999
    // When
    let error = message(data.writtenAsDataFile(lineBreak: "\r\n"))
    // Then
    #expect(
      error == "data.json: userSubjects[1399].subjectID: subject id 9999 is not in subjects")
  }

  @Test func aSyntaxErrorAtTheEndOfABigFileNamesItsLineAndColumn() {
    // Given: the last line, "}", becomes "]" (a CRLF is one character).
    let text = DataSet.sample(copies: 200).writtenAsDataFile(lineBreak: "\r\n")
    let broken = text.dropLast(2) + "]\r\n"
    // Then: 7 lines to the person's end, the subjects between their 2 bracket lines, the
    // records' opening line, the records, and their closing line.
    let line = 7 + (1 + 1_600 + 1) + 1 + 1_400 + 1 + 1
    #expect(message(String(broken)) == "data.json:\(line):1: invalid JSON: invalid value")
  }

  // MARK: Strings

  @Test func everyEscapeIsResolved() throws {
    // Given
    let json = #"""
      { "person": { "firstName": "\"\\\/\b\f\n\r\t|\u00e9\u00C9\uD83D\ude00|é😀",
        "l\u0061stName": "e\u0301", "phase": "h\u0069gh" },
        "subjects": [], "userSubjects": [] }
      """#
    // When
    let person = try DataFile.decode(Data(json.utf8), file: "data.json").person
    // Then
    #expect(person.firstName == "\"\\/\u{08}\u{0C}\n\r\t|éÉ😀|é😀")
    #expect(person.lastName == "e\u{301}")
    #expect(person.phase == .high)
  }

  @Test func aUnicodeEscapeNeedsFourHexDigits() {
    // Given
    let json = "{\n  \"person\": { \"firstName\": \"\\u12\" }\n}"
    // Then
    #expect(
      message(json) == #"data.json:2:31: invalid JSON: invalid hex encoded sequence in "12" ""#)
  }

  @Test func rawUnicodeIsReadAsItIs() throws {
    // Given
    let json = """
      { "person": { "firstName": "Zoë 漢字 😀", "lastName": "Ångström", "phase": "high" },
        "subjects": [{ "id": 1, "name": "Éducation", "phases": [] }], "userSubjects": [] }
      """
    // When
    let data = try DataFile.decode(Data(json.utf8), file: "data.json")
    // Then
    #expect([data.person.firstName, data.person.lastName] == ["Zoë 漢字 😀", "Ångström"])
    #expect(data.subjects.map(\.name) == ["Éducation"])
  }

  @Test(
    arguments: [
      [0xC0, 0xAF],  // an overlong "/"
      [0xED, 0xA0, 0x80],  // a surrogate
      [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
      [0x80],  // a continuation byte alone
      [0xE2, 0x82],  // a sequence cut short
      [0xFF],
    ] as [[UInt8]])
  func invalidUTF8NamesTheLineOfItsString(bytes: [UInt8]) throws {
    // Given
    let file =
      Data("{\n\r\n  \"person\": { \"firstName\": \"x".utf8) + Data(bytes) + Data("y\" }\n}".utf8)
    // When
    let said = try #require(message(file))
    // Then: Foundation names the string's first byte, and says how long the string is.
    #expect(said.hasPrefix("data.json:3:29: invalid JSON: invalid UTF-8 sequence "))
  }

  // MARK: Numbers

  @Test(
    arguments: [
      ("4", 4), ("4.0", 4), ("4e0", 4), ("40E-1", 4), ("0.4e+1", 4), ("-0", 0), ("-7", -7),
      ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
    ])
  func anIntegerMayBeWrittenAnyWayJSONAllows(number: String, id: Int) throws {
    // Given
    let json =
      #"{ "person": \#(DataFileDoc.person), "subjects": [{ "id": \#(number), "name": "Art", "#
      + #""phases": [] }], "userSubjects": [] }"#
    // When
    let data = try DataFile.decode(Data(json.utf8), file: "data.json")
    // Then
    #expect(data.subjects.map(\.id) == [id])
  }

  @Test(
    arguments: [
      ("1.5", "data.json: subjects[0].id: expected an integer, found the number 1.5"),
      (
        "12345678901234567890",
        "data.json: subjects[0].id: expected an integer, found the number 12345678901234567890"
      ),
      ("-0.25e1", "data.json: subjects[0].id: expected an integer, found the number -2.5"),
      ("\"4\"", #"data.json: subjects[0].id: expected an integer, found the string "4""#),
      ("1e400", "data.json: invalid JSON: number 1e400 is not representable in Swift"),
      ("1.", "data.json:2:26: invalid JSON: invalid value"),
    ])
  func aNumberThatIsNoIntegerIsNamed(number: String, said: String) {
    // Given
    let json = """
      { "person": \(DataFileDoc.person),
        "subjects": [{ "id": \(number), "name": "Art", "phases": [] }], "userSubjects": [] }
      """
    // Then
    #expect(message(json) == said)
  }

  // MARK: Lines and columns

  @Test func linesEndedByCRLFAreCountedOnceAndALoneCRIsNoLineBreak() {
    // Given
    let json = "{\r\n  \"person\": 1,\r\n  \"subjects\": [],\r \"userSubjects\": [\r\n}"
    // Then
    #expect(message(json) == "data.json:4:1: invalid JSON: invalid value")
  }

  @Test func theColumnCountsCharactersNotBytes() {
    // Given
    let json = "{ \"person\": { \"firstName\": \"Zoë 😀\" \"lastName\": \"S\" } }"
    // Then
    #expect(message(json) == "data.json:1:36: invalid JSON: invalid value")
  }
}
