import DataFileReader
import Foundation
import Model
import Testing

/// Tests of the keys: a key given twice in one object is refused with the line and the column of
/// both, wherever the object is; an unknown key is found wherever it is, though a good file's
/// keys are only counted; an empty file is named as empty.
struct DataFileKeyTests {
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

  private static let person = DataFileDoc.person

  // MARK: A key given twice

  @Test func aKeyGivenTwiceAtTheTopLevelIsRefusedWithBothPlaces() {
    // Given
    let json = """
      {
        "person": \(Self.person),
        "subjects": [],
        "subjects": [],
        "userSubjects": []
      }
      """
    // Then
    #expect(message(json) == #"data.json:4:3: duplicate key "subjects" (already given at 3:3)"#)
  }

  @Test func aKeyGivenTwiceInANestedObjectIsRefusedWithBothPlaces() {
    // Given: the second subject gives "id" twice.
    let json = """
      { "person": \(Self.person), "userSubjects": [], "subjects": [
        { "id": 1, "name": "Math", "phases": [] },
        { "id": 2, "name": "Physics", "id": 3, "phases": [] }] }
      """
    // Then
    #expect(message(json) == #"data.json:3:33: duplicate key "id" (already given at 3:5)"#)
  }

  @Test func keysAreComparedAsTheDecoderReadsThem() {
    // Given: "f\u0069rstName" is "firstName".
    let json = """
      { "person": { "firstName": "John", "lastName": "Smith",
        "f\\u0069rstName": "Jack", "phase": "high" }, "subjects": [], "userSubjects": [] }
      """
    // Then
    #expect(message(json) == #"data.json:2:3: duplicate key "firstName" (already given at 1:15)"#)
  }

  @Test func aKeyGivenTwiceInAnObjectTheFormatHasNotIsRefusedToo() {
    // Given: a salutation is a string, and this object's key is given twice.
    let json = """
      { "person": { "firstName": "John", "lastName": "Smith", "phase": "high",
        "salutation": { "a": 1, "b": { "a": 2 }, "a": 3 } }, "subjects": [], "userSubjects": [] }
      """
    // Then: the inner "a" is another object's.
    #expect(message(json) == #"data.json:2:44: duplicate key "a" (already given at 2:19)"#)
  }

  @Test func aKeyGivenTwiceComesBeforeAWrongValueAndAnUnknownField() {
    // Given: the person comes first, and is wrong twice over.
    let json = """
      { "person": { "firstName": 1, "nickname": "Jo" }, "subjects": [],
        "userSubjects": [], "userSubjects": [] }
      """
    // Then
    #expect(
      message(json) == #"data.json:2:23: duplicate key "userSubjects" (already given at 2:3)"#)
  }

  @Test func aSyntaxErrorComesBeforeAKeyGivenTwice() {
    // Given: a comma is missing after the second "person".
    let json = """
      { "person": 1, "person": 2
        "subjects": [] }
      """
    // Then
    #expect(message(json) == "data.json:2:3: invalid JSON: invalid value")
  }

  @Test func aKeyGivenTwiceAtTheEndOfABigFileIsFound() {
    // Given: the last record gives "status" twice.
    let text = DataSet.sample(copies: 200).writtenAsDataFile(lineBreak: "\n")
    let broken = text.replacingOccurrences(
      of: #""status": "on" }"# + "\n  ]", with: #""status": "on", "status": "off" }"# + "\n  ]")
    // Then: the records' last line is the file's third last.
    let line = 7 + (1 + 1_600 + 1) + 1 + 1_400
    #expect(
      message(broken)
        == #"data.json:\#(line):79: duplicate key "status" (already given at \#(line):63)"#)
  }

  // MARK: Unknown keys

  @Test func anUnknownFieldAtTheEndOfABigFileIsFound() {
    // Given: the last record has a misspelt field.
    let text = DataSet.sample(copies: 200).writtenAsDataFile(lineBreak: "\n")
    let broken = text.replacingOccurrences(
      of: #""status": "on" }"# + "\n  ]", with: #""status": "on", "note": 1 }"# + "\n  ]")
    // Then
    #expect(
      message(broken)
        == #"data.json: userSubjects[1399].note: unknown field (expected "subjectID", "#
        + #""updatedAt" or "status")"#)
  }

  @Test func anEscapedFieldAndNullOptionalFieldsAreRead() throws {
    // Given: each field once, one written with an escape, the optional ones null.
    let json = #"""
      { "person": { "salutation": null, "f\u0069rstName": "John", "lastName": "Smith",
        "birthdate": null, "phase": "high" }, "subjects": [], "userSubjects": [] }
      """#
    // When
    let data = try DataFile.decode(Data(json.utf8), file: "data.json")
    // Then
    #expect(data.person == Person(firstName: "John", lastName: "Smith", phase: .high))
  }

  @Test func aColonInAStringIsNoKey() throws {
    // Given: strings with colons, quotes and backslashes.
    let json = #"""
      { "person": { "firstName": "a: \"b\": \\", "lastName": ":", "phase": "high" },
        "subjects": [{ "id": 1, "name": "\\\":", "phases": [] }], "userSubjects": [] }
      """#
    // When
    let data = try DataFile.decode(Data(json.utf8), file: "data.json")
    // Then
    #expect(data.person.firstName == #"a: "b": \"#)
    #expect(data.subjects.map(\.name) == [#"\":"#])
  }

  // MARK: An empty file

  @Test(
    arguments: [
      (
        Data(),
        #"data.json: the file is empty (expected a JSON object with "person", "subjects" and "#
          + #""userSubjects")"#
      ),
      (
        Data([0xEF, 0xBB, 0xBF]),
        #"data.json: the file is empty (expected a JSON object with "person", "subjects" and "#
          + #""userSubjects")"#
      ),
      (
        Data(" \r\n\t\n".utf8),
        #"data.json: the file holds only white space (expected a JSON object with "person", "#
          + #""subjects" and "userSubjects")"#
      ),
    ])
  func anEmptyFileIsNamedAsEmpty(bytes: Data, said: String) {
    #expect(message(bytes) == said)
  }

  // MARK: A malformed file

  @Test func aMissingCommaInTheMiddleOfABigFileIsLocated() {
    // Given: the comma after the 800th subject is left out.
    let text = DataSet.sample(copies: 200).writtenAsDataFile(lineBreak: "\n")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let subjectLine = 7 + 1 + 800
    lines[subjectLine - 1].removeLast()
    // Then: the next line's brace is where the decoder stops.
    #expect(
      message(lines.joined(separator: "\n"))
        == "data.json:\(subjectLine + 1):5: invalid JSON: invalid value")
  }
}
