import DataFileReader
import Foundation
import Model
import Testing

/// Tests of the JSON data file: the documented example is the sample, the documented messages
/// are the reader's, and every bad value fails with one line naming the file, the key path and
/// the problem.
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
    let block = try #require(DataFileDoc.text().firstBlock(fencedAs: "json"))
    // When
    let decoded = try DataFile.decode(Data(block.utf8), file: "Docs/DataFile.md")
    // Then
    #expect(decoded == .sample)
  }

  @Test func theDocumentedMessagesAreWhatTheReaderSays() throws {
    // Given: the messages of the doc's error block, and an input for each.
    let block = try #require(DataFileDoc.text().firstBlock(fencedAs: "text"))
    let inputs = DataFileDoc.messageInputs
    // When
    let said = inputs.map { input in
      do throws(DataFileError) {
        if let path = input.path {
          _ = try DataFile.load(path: path)
        } else {
          _ = try DataFile.decode(Data(input.json.utf8), file: "data.json")
        }
        return "(read)"
      } catch {
        return error.description
      }
    }
    // Then
    #expect(said == inputs.map(\.message))
    #expect(block.split(separator: "\n").map(String.init) == inputs.map(\.message))
  }

  @Test func loadReadsAFile() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("DataFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("learner.json")
    try Data(DataFileDoc.minimal.utf8).write(to: file)
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

  // MARK: Bad input

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

  @Test func invalidJSONNamesTheLineAndTheColumn() {
    // Given: a comma is missing at the end of line 2.
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
    let problem = "invalid JSON: invalid value"
    #expect(error == DataFileError(file: "data.json", line: 3, column: 3, problem: problem))
    #expect(error?.description == "data.json:3:3: \(problem)")
  }

  @Test func aValueOfTheWrongTypeNamesItsKeyPath() {
    // Given
    let json = """
      {
        "person": \(DataFileDoc.person),
        "subjects": [
          { "id": "one", "name": "Math", "phases": ["high"] }
        ],
        "userSubjects": []
      }
      """
    // When
    let error = decodingError(json)
    // Then
    let problem = #"subjects[0].id: expected an integer, found the string "one""#
    #expect(error == DataFileError(file: "data.json", problem: problem))
    #expect(error?.description == "data.json: \(problem)")
  }

  // MARK: The error's one line

  @Test func theDescriptionIsOneLineWithOrWithoutAPlace() {
    // Given
    let errors = [
      DataFileError(file: "a.json", line: 3, column: 7, problem: "bad"),
      DataFileError(file: "a.json", line: 3, problem: "bad"),
      DataFileError(file: "a.json", problem: "bad\nreally"),
    ]
    // Then
    #expect(
      errors.map(\.description) == ["a.json:3:7: bad", "a.json:3: bad", "a.json: bad really"])
  }
}

extension Person {
  fileprivate static let minimal = Person(firstName: "John", lastName: "Smith", phase: .high)
}
