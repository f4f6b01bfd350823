import DataFileReader
import Foundation
import Model
import Testing

/// Tests of how the reader reads, in its one pass over the bytes: a big file, every escape,
/// numbers, Unicode, lines ended by CRLF, deep nesting, and the format's rules checked in the
/// format's order whatever the order of the file.
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
    let expected = DataSet.sample(copies: 1_000)
    let file = Data(expected.writtenAsDataFile(lineBreak: lineBreak).utf8)
    // When
    let decoded = try DataFile.decode(file, file: "big.json")
    // Then
    #expect(decoded.subjects.count == 8_000)
    #expect(decoded.userSubjects.count == 7_000)
    #expect(decoded == expected)
  }

  @Test func aMistakeAtTheEndOfABigFileNamesItsLine() {
    // Given
    var data = DataSet.sample(copies: 500)
    data.userSubjects[data.userSubjects.count - 1].subjectID = 9_999
    let text = data.writtenAsDataFile(lineBreak: "\r\n")
    // When
    let error = message(text)
    // Then: 7 lines to the person's end, the subjects between their 2 bracket lines, the
    // records' opening line, and the records.
    let line = 7 + (1 + 4_000 + 1) + 1 + 3_500
    #expect(
      error == "data.json:\(line): userSubjects[3499].subjectID: subject id 9999 is not in subjects"
    )
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

  @Test func aKeyWrittenWithAnEscapeIsTheSameKey() {
    // Given
    let json = #"{ "id": 1, "\u0069d": 2 }"#
    // Then
    #expect(message(json) == #"data.json:1: invalid JSON: duplicate key "id""#)
  }

  @Test(arguments: [#""\u+041""#, #""\u-41""#, #""\u 041""#, #""\u004G""#, #""\ud83d\u+e00""#])
  func aUnicodeEscapeNeedsFourHexDigitsAndNoSign(string: String) {
    // Given
    let file = "{\n  \"person\": 1,\n  \"a\": \(string)\n}"
    // Then
    #expect(message(file) == #"data.json:3: invalid JSON: \u must be followed by four hex digits"#)
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
  func invalidUTF8IsNamedWithItsLine(bytes: [UInt8]) {
    // Given
    let file = Data("{\n\r\n  \"a\": \"x".utf8) + Data(bytes) + Data("y\"\n}".utf8)
    // Then
    #expect(message(file) == "data.json:3: invalid JSON: a string that is not valid UTF-8")
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
      #"{ "person": \#(Self.person), "subjects": [{ "id": \#(number), "name": "Art", "#
      + #""phases": [] }], "userSubjects": [] }"#
    // When
    let data = try DataFile.decode(Data(json.utf8), file: "data.json")
    // Then
    #expect(data.subjects.map(\.id) == [id])
  }

  @Test(
    arguments: [
      ("1.5", "expected an integer, found the number 1.5"),
      ("12345678901234567890", "expected an integer, found the number 1.2345678901234567e+19"),
      ("-0.25e1", "expected an integer, found the number -2.5"),
      ("true", "expected an integer, found true"),
    ])
  func aNumberThatIsNoIntegerIsNamed(number: String, problem: String) {
    // Given
    let json = """
      { "person": \(Self.person),
        "subjects": [{ "id": \(number), "name": "Art", "phases": [] }], "userSubjects": [] }
      """
    // Then
    #expect(message(json) == "data.json:2: subjects[0].id: \(problem)")
  }

  // MARK: Lines

  @Test func linesEndedByCRLFAreCountedOnceAndALoneCRIsNoLineBreak() {
    // Given
    let json =
      "{\r\n  \"person\": \(Self.person),\r\n  \"subjects\": [],\r \"userSubjects\": [\r\n}"
    // Then
    #expect(
      message(json) == "data.json:4: invalid JSON: expected a value, found '}'")
  }

  @Test func aValueNamesTheLineItBeginsOn() {
    // Given
    let json = """
      { "person": \(Self.person), "subjects": [], "userSubjects": [
        { "subjectID":

          1, "updatedAt": "2023-11-15T22:13:20Z", "status": "on" }
      ] }
      """
    // Then
    #expect(
      message(json) == "data.json:4: userSubjects[0].subjectID: subject id 1 is not in subjects")
  }

  // MARK: Nesting

  @Test func aValueNestedNinetyNineLevelsUnderTheTopIsRead() {
    // Given: the top level is level 0, so the innermost array is at level 99.
    let nested = String(repeating: "[", count: 99) + String(repeating: "]", count: 99)
    let json =
      #"{ "person": \#(Self.person), "subjects": [], "userSubjects": [], "x": \#(nested) }"#
    // Then
    #expect(
      message(json)
        == #"data.json:1: x: unknown field (expected "person", "subjects" or "userSubjects")"#)
  }

  @Test func aValueNestedOneLevelDeeperIsRefused() {
    // Given
    let nested = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    let json =
      #"{ "person": \#(Self.person), "subjects": [], "userSubjects": [], "x": \#(nested) }"#
    // Then
    #expect(message(json) == "data.json:1: invalid JSON: nested deeper than 100 levels")
  }

  // MARK: The format's order, not the file's

  @Test func partsInAnyOrderReadTheSame() throws {
    // Given
    let json = """
      { "userSubjects": [{ "status": "on", "updatedAt": "2023-11-15T22:13:20Z", "subjectID": 2 }],
        "subjects": [{ "phases": ["high"], "name": "Math", "id": 2 }],
        "person": { "phase": "high", "lastName": "Smith", "firstName": "John" } }
      """
    // When
    let data = try DataFile.decode(Data(json.utf8), file: "data.json")
    // Then
    #expect(
      data
        == DataSet(
          person: Person(firstName: "John", lastName: "Smith", phase: .high),
          subjects: [Subject(id: 2, name: "Math", phases: [.high])],
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
    #expect(message(json) == #"data.json:3: person: missing field "lastName""#)
  }

  @Test func aRecordsSubjectIsCheckedBeforeItsLaterFieldsEvenIfTheSubjectsComeLater() {
    // Given
    let json = """
      { "person": \(Self.person),
        "userSubjects": [
          { "status": "maybe", "updatedAt": "2023-11-15T22:13:20Z", "subjectID": 1 },
          { "subjectID": 9, "updatedAt": "2023-11-15T22:13:20Z", "status": "on" }
        ],
        "subjects": [{ "id": 9, "name": "Math", "phases": [] }] }
      """
    // Then
    #expect(
      message(json) == "data.json:3: userSubjects[0].subjectID: subject id 1 is not in subjects")
  }

  @Test func anUnknownFieldAtTheEndComesBeforeAWrongFieldAtTheStart() {
    // Given
    let json = """
      { "person": { "firstName": 1, "lastName": "Smith", "phase": "high",
        "nickname": "Jo", "middleName": "A" }, "subjects": [], "userSubjects": [] }
      """
    // Then
    #expect(
      message(json)
        == """
        data.json:2: person.middleName: unknown field (expected "salutation", "firstName", \
        "lastName", "birthdate" or "phase")
        """)
  }

  @Test func aSyntaxErrorAtTheEndComesBeforeAMistakeAtTheStart() {
    // Given
    let json = """
      { "person": { "firstName": 1 },
        "subjects": [], "userSubjects": [] ,}
      """
    // Then
    #expect(message(json) == "data.json:2: invalid JSON: trailing comma before '}'")
  }

  // MARK: Fixtures

  private static let person = #"{ "firstName": "John", "lastName": "Smith", "phase": "high" }"#
}

extension DataSet {
  /// The sample data set `copies` times over: each copy's subjects get ids after the last
  /// copy's and its number in their names, and its records are a day later.
  fileprivate static func sample(copies: Int) -> DataSet {
    let sample = DataSet.sample
    let subjectsPerCopy = sample.subjects.count
    return DataSet(
      person: sample.person,
      subjects: (0..<copies).flatMap { copy in
        sample.subjects.map { subject in
          Subject(
            id: copy * subjectsPerCopy + subject.id, name: "\(subject.name) \(copy)",
            phases: subject.phases)
        }
      },
      userSubjects: (0..<copies).flatMap { copy in
        sample.userSubjects.map { record in
          UserSubject(
            subjectID: copy * subjectsPerCopy + record.subjectID,
            updatedAt: record.updatedAt.addingTimeInterval(Double(copy) * 86_400),
            status: record.status)
        }
      })
  }

  /// The data set as a data file: the person on 7 lines, then one subject or record a line.
  fileprivate func writtenAsDataFile(lineBreak: String) -> String {
    let day = Date.ISO8601FormatStyle().year().month().day()
    let moment = Date.ISO8601FormatStyle()
    let birthdate = person.birthdate.map { "\"\(day.format($0))\"" } ?? "null"
    let subjectLines = subjects.map { subject in
      let phases = SchoolPhase.allCases.filter(subject.phases.contains).map { "\"\($0.rawValue)\"" }
      return #"    { "id": \#(subject.id), "name": "\#(subject.name)", "phases": "#
        + "[\(phases.joined(separator: ", "))] }"
    }
    let recordLines = userSubjects.map { record in
      let updatedAt = moment.format(record.updatedAt)
      return #"    { "subjectID": \#(record.subjectID), "updatedAt": "\#(updatedAt)", "#
        + #""status": "\#(record.status.rawValue)" }"#
    }
    let lines =
      [
        "{",
        #"  "person": {"#,
        #"    "salutation": \#(person.salutation.map { "\"\($0)\"" } ?? "null"),"#,
        #"    "firstName": "\#(person.firstName)", "lastName": "\#(person.lastName)","#,
        #"    "birthdate": \#(birthdate),"#,
        #"    "phase": "\#(person.phase.rawValue)""#,
        "  },",
        #"  "subjects": ["#,
      ] + separatedByCommas(subjectLines) + ["  ],", #"  "userSubjects": ["#]
      + separatedByCommas(recordLines) + ["  ]", "}"]
    return lines.joined(separator: lineBreak) + lineBreak
  }

  private func separatedByCommas(_ lines: [String]) -> [String] {
    lines.enumerated().map { index, line in index == lines.count - 1 ? line : line + "," }
  }
}
