import DataFileReader
import Foundation
import Model
import Testing

/// What Foundation accepts beyond RFC 8259, as Docs/DataFile.md says, what the reader refuses
/// itself, and the order in which problems are found.
struct DataFileRulesTests {
  private func decoded(_ json: String) throws(DataFileError) -> DataSet {
    try DataFile.decode(Data(json.utf8), file: "data.json")
  }

  private func message(_ bytes: Data) -> String? {
    do {
      _ = try DataFile.decode(bytes, file: "data.json")
      return nil
    } catch {
      return error.description
    }
  }

  private func message(_ json: String) -> String? {
    message(Data(json.utf8))
  }

  private static let person = Person(firstName: "John", lastName: "Smith", phase: .high)

  // MARK: What Foundation accepts

  @Test func trailingCommasAreAccepted() throws {
    // Given
    let json = """
      { "person": { "firstName": "John", "lastName": "Smith", "phase": "high", },
        "subjects": [{ "id": 1, "name": "Math", "phases": ["high",], },], "userSubjects": [], }
      """
    // When
    let data = try decoded(json)
    // Then
    #expect(data.subjects == [Subject(id: 1, name: "Math", phases: [.high])])
  }

  @Test func aKeyGivenTwiceIsRefusedThoughTheDecoderWouldKeepOne() {
    // Given: the decoder would keep "John", and read neither of the others.
    let json = """
      { "person": { "firstName": "John", "lastName": "Smith", "phase": "high",
        "firstName": "Jack" }, "subjects": [], "userSubjects": [] }
      """
    // Then
    #expect(message(json) == #"data.json:2:3: duplicate key "firstName" (already given at 1:15)"#)
  }

  @Test(
    arguments: [
      ("{ \"person\": 1 /* note */ }", "data.json:1:15: invalid JSON: invalid value"),
      ("{ \"person\": 1 } // note", "data.json:1:17: invalid JSON: invalid value"),
      ("{ 'person': 1 }", "data.json:1:3: invalid JSON: invalid value"),
      ("{ \"person\": NaN }", "data.json:1:13: invalid JSON: invalid value"),
    ])
  func commentsSingleQuotesAndNaNAreSyntaxErrors(json: String, said: String) {
    #expect(message(json) == said)
  }

  @Test func aByteOrderMarkIsSkippedAndPositionsCountFromAfterIt() throws {
    // Given
    let mark = Data([0xEF, 0xBB, 0xBF])
    // When
    let data = try DataFile.decode(mark + Data(DataFileDoc.minimal.utf8), file: "data.json")
    let said = message(mark + Data("{ \"a\" 1 }".utf8))
    // Then
    #expect(data.person == Self.person)
    #expect(said == "data.json:1:7: invalid JSON: invalid value")
  }

  @Test(
    arguments: [
      [0x7B, 0x00, 0x7D, 0x00],  // "{}" in UTF-16, little end first
      [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D],  // the same with its byte order mark
      [0x00, 0x00, 0x00, 0x7B],  // UTF-32
    ] as [[UInt8]])
  func utf16AndUTF32AreRefused(bytes: [UInt8]) {
    #expect(message(Data(bytes)) == "data.json: invalid JSON: the file is not UTF-8")
  }

  // MARK: The order of the checks

  @Test func partsInAnyOrderReadTheSame() throws {
    // Given
    let json = """
      { "userSubjects": [{ "status": "on", "updatedAt": "2023-11-15T22:13:20Z", "subjectID": 2 }],
        "subjects": [{ "phases": ["high"], "name": "Math", "id": 2 }],
        "person": { "phase": "high", "lastName": "Smith", "firstName": "John" } }
      """
    // When
    let data = try decoded(json)
    // Then
    #expect(
      data
        == DataSet(
          person: Self.person, subjects: [Subject(id: 2, name: "Math", phases: [.high])],
          userSubjects: [
            UserSubject(
              subjectID: 2, updatedAt: Date(timeIntervalSince1970: 1_700_086_400), status: .on)
          ]))
  }

  @Test func thePersonIsCheckedFirstWhereverItIs() {
    // Given
    let json = """
      { "userSubjects": [{ "subjectID": 9, "updatedAt": "2023-11-15T22:13:20Z", "status": "on" }],
        "subjects": [{ "id": "one", "name": "Math", "phases": [] }],
        "person": { "firstName": "John", "phase": "high" } }
      """
    // Then
    #expect(message(json) == #"data.json: person: missing field "lastName""#)
  }

  @Test func anUnknownFieldComesBeforeAWrongFieldOfItsObject() {
    // Given
    let json = """
      { "person": { "firstName": 1, "lastName": "Smith", "phase": "high",
        "nickname": "Jo", "middleName": "A" }, "subjects": [], "userSubjects": [] }
      """
    // Then
    #expect(
      message(json)
        == """
        data.json: person.middleName: unknown field (expected "salutation", "firstName", \
        "lastName", "birthdate" or "phase")
        """)
  }

  @Test func aBrokenStructureAtTheEndComesBeforeAMistakeAtTheStart() {
    // Given
    let json = """
      { "person": { "firstName": 1 },
        "subjects": [], "userSubjects" [] }
      """
    // Then
    #expect(message(json) == "data.json:2:34: invalid JSON: invalid value")
  }

  @Test func aSyntaxErrorInAValueComesBeforeAnUnknownField() {
    // Given: the decoder refuses the misspelt field before it reads the number.
    let json = """
      { "person": { "firstName": "John", "lastName": "Smith", "phase": "high",
        "salutaton": 012 }, "subjects": [], "userSubjects": [] }
      """
    // Then: Foundation names the digit after the zero.
    #expect(message(json) == "data.json:2:17: invalid JSON: number with leading zero")
  }

  @Test func theRulesThatSpanValuesAreCheckedAfterEveryValue() {
    // Given: the first record names no subject, and the second has a bad status.
    let json = """
      { "person": { "firstName": "John", "lastName": "Smith", "phase": "high" },
        "subjects": [{ "id": 1, "name": "Math", "phases": [] }], "userSubjects": [
          { "subjectID": 9, "updatedAt": "2023-11-15T22:13:20Z", "status": "on" },
          { "subjectID": 1, "updatedAt": "2023-11-15T22:13:20Z", "status": "maybe" }] }
      """
    // Then
    #expect(
      message(json)
        == #"data.json: userSubjects[1].status: unknown status "maybe" (expected "on" or "off")"#)
  }

  @Test func aValueNestedDeepIsNamedByItsKeyPath() {
    // Given
    let nested = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    let json = #"{ "person": \#(DataFileDoc.person), "subjects": [\#(nested)] }"#
    // Then
    #expect(message(json) == "data.json: subjects[0]: expected an object, found an array")
  }
}
