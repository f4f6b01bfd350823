import DataFileReader
import Foundation
import Model
import Testing

/// Tests of the JSON data file: the documented example is the sample, and every bad input
/// fails with one line naming the file, the line, the key path and the problem.
struct DataFileTests {
  /// Decodes `json` as the file `data.json` and returns the error it fails with, if any.
  private func decodingError(_ json: String) -> DataFileError? {
    do {
      _ = try DataFile.decode(Data(json.utf8), file: "data.json")
      return nil
    } catch {
      return error
    }
  }

  // MARK: Reading

  @Test func theDocumentedExampleIsTheSample() throws {
    // Given
    let docs = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // DataFileReaderTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
      .appendingPathComponent("Docs/DataFile.md")
    let markdown = try String(contentsOf: docs, encoding: .utf8)
    let block = try #require(markdown.firstBlock(fencedAs: "json"))
    // When
    let decoded = try DataFile.decode(Data(block.utf8), file: "Docs/DataFile.md")
    // Then
    #expect(decoded == .sample)
  }

  @Test func loadReadsAFile() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DataFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("learner.json")
    try Data(Self.minimal.utf8).write(to: file)
    // When
    let loaded = try DataFile.load(contentsOf: file)
    // Then
    #expect(loaded == DataSet(person: .minimal, subjects: [], userSubjects: []))
  }

  @Test func optionalFieldsMayBeNullAndDatesHaveTheirValues() throws {
    // Given
    let json = """
      {
        "person": {
          "salutation": null, "firstName": "Ada", "lastName": "Lovelace",
          "birthdate": "2024-02-29", "phase": "middle"
        },
        "subjects": [{ "id": 4.0, "name": "Art", "phases": [] }],
        "userSubjects": [
          { "subjectID": 4, "updatedAt": "2023-11-15T22:13:20.5Z", "status": "on" },
          { "subjectID": 4, "updatedAt": "2023-11-16T06:13:20+08:00", "status": "off" },
          { "subjectID": 4, "updatedAt": "1969-12-31T19:00:00-05:00", "status": "off" }
        ]
      }
      """
    // When
    let decoded = try DataFile.decode(Data(json.utf8), file: "data.json")
    // Then
    let expected = DataSet(
      person: Person(
        firstName: "Ada", lastName: "Lovelace",
        birthdate: Date(timeIntervalSince1970: 1_709_164_800), phase: .middle),
      subjects: [Subject(id: 4, name: "Art", phases: [])],
      userSubjects: [
        UserSubject(
          subjectID: 4, updatedAt: Date(timeIntervalSince1970: 1_700_086_400.5), status: .on),
        UserSubject(
          subjectID: 4, updatedAt: Date(timeIntervalSince1970: 1_700_086_400), status: .off),
        UserSubject(subjectID: 4, updatedAt: Date(timeIntervalSince1970: 0), status: .off),
      ])
    #expect(decoded == expected)
  }

  // MARK: Bad input: the cases every reader of the format meets

  @Test func aMissingFileIsNamed() {
    // Given
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("DataFileTests-\(UUID().uuidString)/missing.json")
    // When
    let error = #expect(throws: DataFileError.self) { try DataFile.load(contentsOf: file) }
    // Then
    let path = file.path(percentEncoded: false)
    #expect(error == DataFileError(file: path, line: nil, problem: "no such file"))
    #expect(error?.description == "\(path): no such file")
  }

  @Test func invalidJSONNamesTheLineOfTheOffendingByte() {
    // Given
    let json = """
      {
        "person": { "firstName": "John", "lastName": "Smith", "phase": "high" }
        "subjects": [],
        "userSubjects": []
      }
      """
    // When
    let error = decodingError(json)
    // Then
    let problem = #"invalid JSON: expected ',' or '}' after the value of "person", found '"'"#
    #expect(error == DataFileError(file: "data.json", line: 3, problem: problem))
    #expect(error?.description == "data.json:3: \(problem)")
  }

  @Test func aTopLevelThatIsNotAnObjectIsRefused() {
    // Given
    let json = """
      [
        { "firstName": "John" }
      ]
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(error?.description == "data.json:1: top level: expected an object, found an array")
  }

  @Test func aValueOfTheWrongTypeNamesItsKeyPath() {
    // Given
    let json = """
      {
        "person": \(Self.person),
        "subjects": [
          { "id": "one", "name": "Math", "phases": ["high"] }
        ],
        "userSubjects": []
      }
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(
      error?.description
        == #"data.json:4: subjects[0].id: expected an integer, found the string "one""#)
  }

  @Test func aMissingFieldNamesTheObjectThatLacksIt() {
    // Given
    let json = """
      {
        "person": {
          "firstName": "John",
          "phase": "high"
        },
        "subjects": [],
        "userSubjects": []
      }
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(error?.description == #"data.json:2: person: missing field "lastName""#)
  }

  @Test func aDuplicateSubjectIDNamesBothSubjects() {
    // Given
    let json = """
      {
        "person": \(Self.person),
        "subjects": [
          { "id": 1, "name": "Math", "phases": ["high"] },
          { "id": 2, "name": "Physics", "phases": ["high"] },
          { "id": 1, "name": "Chemistry", "phases": ["high"] }
        ],
        "userSubjects": []
      }
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(
      error?.description
        == "data.json:6: subjects[2].id: duplicate subject id 1 (already used by subjects[0])")
  }

  @Test func anUnknownStatusListsTheKnownOnes() {
    // Given
    let json = """
      {
        "person": \(Self.person),
        "subjects": [{ "id": 1, "name": "Math", "phases": ["high"] }],
        "userSubjects": [
          { "subjectID": 1, "updatedAt": "2023-11-15T22:13:20Z", "status": "on" },
          { "subjectID": 1, "updatedAt": "2023-11-16T22:13:20Z", "status": "maybe" }
        ]
      }
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(
      error?.description
        == #"data.json:6: userSubjects[1].status: unknown status "maybe" (expected "on" or "off")"#
    )
  }

  @Test func anUnknownPhaseListsTheKnownOnes() {
    // Given
    let json = """
      {
        "person": \(Self.person),
        "subjects": [
          { "id": 1, "name": "Math", "phases": ["high"] },
          { "id": 2, "name": "Physics", "phases": [
            "high",
            "college"
          ] }
        ],
        "userSubjects": []
      }
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(
      error?.description
        == """
        data.json:7: subjects[1].phases[1]: unknown phase "college" (expected "primary", \
        "middle" or "high")
        """)
  }

  @Test func aRecordForAnUnknownSubjectIsRefused() {
    // Given
    let json = """
      {
        "person": \(Self.person),
        "subjects": [{ "id": 1, "name": "Math", "phases": ["high"] }],
        "userSubjects": [
          { "subjectID": 42, "updatedAt": "2023-11-15T22:13:20Z", "status": "on" }
        ]
      }
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(
      error?.description
        == "data.json:5: userSubjects[0].subjectID: subject id 42 is not in subjects")
  }

  @Test func aBadBirthdateSaysTheFormExpected() {
    // Given
    let json = """
      {
        "person": {
          "firstName": "John", "lastName": "Smith",
          "birthdate": "1970-1-1",
          "phase": "high"
        },
        "subjects": [],
        "userSubjects": []
      }
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(
      error?.description
        == """
        data.json:4: person.birthdate: expected a date as yyyy-MM-dd, found the string \
        "1970-1-1"
        """)
  }

  @Test func aBadUpdateTimeSaysTheFormExpected() {
    // Given
    let json = """
      {
        "person": \(Self.person),
        "subjects": [{ "id": 1, "name": "Math", "phases": ["high"] }],
        "userSubjects": [
          { "subjectID": 1, "updatedAt": "2023-11-15 22:13:20", "status": "on" }
        ]
      }
      """
    // When
    let error = decodingError(json)
    // Then
    #expect(
      error?.description
        == """
        data.json:5: userSubjects[0].updatedAt: expected an ISO 8601 date and time with a time \
        zone, such as 2023-11-15T22:13:20Z, found the string "2023-11-15 22:13:20"
        """)
  }

  // MARK: Bad input: more of the same, one line each

  @Test(
    arguments: [
      (
        #"{ "person": { "firstName": "John", "lastname": "Smith", "phase": "high" } }"#,
        """
        data.json:1: person.lastname: unknown field (expected "salutation", "firstName", \
        "lastName", "birthdate" or "phase")
        """
      ),
      (
        #"{ "person": { "firstName": null, "lastName": "Smith", "phase": "high" } }"#,
        "data.json:1: person.firstName: expected a string, found null"
      ),
      (
        #"{ "person": \#(person), "subjects": {}, "userSubjects": [] }"#,
        "data.json:1: subjects: expected an array, found an object"
      ),
      (
        #"{ "person": \#(person), "subjects": [{ "id": 1.5, "name": "Math", "phases": [] }] }"#,
        "data.json:1: subjects[0].id: expected an integer, found the number 1.5"
      ),
      (
        #"{ "person": \#(person), "subjects": [] }"#,
        #"data.json:1: top level: missing field "userSubjects""#
      ),
      (
        #"{ "person": { "birthdate": "1970-02-29" } }"#,
        #"data.json:1: person: missing field "firstName""#
      ),
      (
        #"{ "per\u001b[2Json": 1 }"#,
        """
        data.json:1: per\\u{1B}[2Json: unknown field (expected "person", "subjects" or \
        "userSubjects")
        """
      ),
      (
        #"{ "\#(String(repeating: "k", count: 99))": 1 }"#,
        """
        data.json:1: \(String(repeating: "k", count: 60))…: unknown field (expected "person", \
        "subjects" or "userSubjects")
        """
      ),
      (
        #"{ "person": { "firstName": "J", "lastName": "S", "birthdate": "1970-02-29" } }"#,
        """
        data.json:1: person.birthdate: the date "1970-02-29" does not exist (February 1970 has \
        28 days)
        """
      ),
    ])
  func aBadValueIsNamed(json: String, message: String) {
    #expect(decodingError(json)?.description == message)
  }

  @Test(
    arguments: [
      ("", "data.json:1: invalid JSON: the file is empty"),
      ("{\n  \"a\": [1, 2,]\n}", "data.json:2: invalid JSON: trailing comma before ']'"),
      ("{ \"a\": 1,\n}", "data.json:2: invalid JSON: trailing comma before '}'"),
      ("{ \"a\": 1, \"a\": 2 }", #"data.json:1: invalid JSON: duplicate key "a""#),
      (
        "{\n  \"a\": [\n    1\n",
        """
        data.json:4: invalid JSON: unexpected end of file: the array opened on line 2 is not \
        closed
        """
      ),
      (
        "{ \"a\": \"b }",
        """
        data.json:1: invalid JSON: unexpected end of file: the string opened on line 1 is not \
        closed
        """
      ),
      ("{ a: 1 }", "data.json:1: invalid JSON: expected a key in double quotes, found 'a'"),
      ("{ “a”: 1 }", "data.json:1: invalid JSON: expected a key in double quotes, found '“'"),
      ("{ \"a\" 1 }", #"data.json:1: invalid JSON: expected ':' after the key "a", found '1'"#),
      ("{ \"a\": tru }", "data.json:1: invalid JSON: expected true"),
      ("{ \"a\": yes }", "data.json:1: invalid JSON: expected a value, found 'y'"),
      ("{ \"a\": 012 }", "data.json:1: invalid JSON: a number with a leading zero"),
      ("{ \"a\": 1. }", "data.json:1: invalid JSON: expected a digit after '.', found byte 0x20"),
      ("{ \"a\": 1e400 }", "data.json:1: invalid JSON: the number 1e400 is too large"),
      (
        "{ \"a\": \"x\ny\" }",
        #"data.json:1: invalid JSON: a line break inside a string (write it as \n)"#
      ),
      (#"{ "a": "\x" }"#, #"data.json:1: invalid JSON: invalid escape \x"#),
      (#"{ "a": "\u12" }"#, #"data.json:1: invalid JSON: \u must be followed by four hex digits"#),
      (#"{ "a": "\ud800" }"#, "data.json:1: invalid JSON: an unpaired surrogate escape"),
      ("{}\n{}", "data.json:2: invalid JSON: unexpected '{' after the end of the top-level value"),
      (
        String(repeating: "[", count: 101),
        "data.json:1: invalid JSON: nested deeper than 100 levels"
      ),
      // What the file holds is echoed escaped, and cut.
      ("{ \"a\": \u{0} }", #"data.json:1: invalid JSON: expected a value, found '\0'"#),
      (
        "{ \u{FEFF}\"a\": 1 }",
        #"data.json:1: invalid JSON: expected a key in double quotes, found '\u{FEFF}'"#
      ),
      (
        "[" + String(repeating: "9", count: 400) + "e400]",
        "data.json:1: invalid JSON: the number \(String(repeating: "9", count: 60))… is too large"
      ),
    ])
  func aSyntaxErrorIsNamedWithItsLine(json: String, message: String) {
    #expect(decodingError(json)?.description == message)
  }

  @Test func invalidUTF8InAStringIsNamed() {
    // Given
    let bytes = Data("{\n  \"a\": \"".utf8) + Data([0xC3, 0x28]) + Data("\"\n}".utf8)
    // When
    let error = #expect(throws: DataFileError.self) {
      try DataFile.decode(bytes, file: "data.json")
    }
    // Then
    #expect(error?.description == "data.json:2: invalid JSON: a string that is not valid UTF-8")
  }

  // MARK: The error's one line

  @Test func theDescriptionIsOneLineWithOrWithoutALine() {
    // Given
    let located = DataFileError(file: "a.json", line: 3, problem: "bad")
    let unlocated = DataFileError(file: "a.json", problem: "bad\nreally")
    // Then
    #expect(
      [located.description, unlocated.description] == ["a.json:3: bad", "a.json: bad really"])
  }

  // MARK: Fixtures

  private static let person = #"{ "firstName": "John", "lastName": "Smith", "phase": "high" }"#

  private static let minimal = """
    { "person": \(person), "subjects": [], "userSubjects": [] }
    """
}

extension Person {
  fileprivate static let minimal = Person(firstName: "John", lastName: "Smith", phase: .high)
}

extension String {
  /// The body of the first fenced code block of `language` in a Markdown text.
  fileprivate func firstBlock(fencedAs language: String) -> String? {
    guard let opening = range(of: "```\(language)\n"),
      let closing = range(of: "\n```", range: opening.upperBound..<endIndex)
    else { return nil }
    return String(self[opening.upperBound..<closing.lowerBound])
  }
}
