import Foundation

/// Docs/DataFile.md, and the inputs behind the messages its error block shows.
enum DataFileDoc {
  /// The text of Docs/DataFile.md.
  static func text() throws -> String {
    let docs = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // DataFileReaderTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()
      .appendingPathComponent("Docs/DataFile.md")
    return try String(contentsOf: docs, encoding: .utf8)
  }

  /// A person with the fields a file must give.
  static let person = #"{ "firstName": "John", "lastName": "Smith", "phase": "high" }"#

  /// The least a file holds.
  static let minimal = """
    { "person": \(person), "subjects": [], "userSubjects": [] }
    """

  /// One message of the doc's error block: what the reader says of `json`, read as the file
  /// `data.json`, or of the file at `path`.
  struct MessageInput: Sendable {
    var json = ""
    var path: String?
    var message: String
  }

  /// The doc's error block, line by line, with what makes the reader say each line.
  static let messageInputs: [MessageInput] = [
    MessageInput(
      json: """
        {
          "person": \(person)
          "subjects": [],
          "userSubjects": []
        }
        """,
      message: "data.json:3:3: invalid JSON: invalid value"),
    MessageInput(
      json: "{\n  \"person\": \(person),\n  \"subjects\": [\n",
      message: "data.json:4:1: invalid JSON: unexpected end of file during JSON parse"),
    MessageInput(
      json: """
        {
          "person": { "firstName": "John", "lastName": "Smith", "phase": "high",
            "firstName": "Jack" },
          "subjects": [],
          "userSubjects": []
        }
        """,
      message: #"data.json:3:5: duplicate key "firstName" (already given at 2:15)"#),
    MessageInput(
      json: #"{ "person": \#(person), "subjects": [{ "id": "one" }], "userSubjects": [] }"#,
      message: #"data.json: subjects[0].id: expected an integer, found the string "one""#),
    MessageInput(
      json: #"{ "person": { "firstName": "John", "phase": "high" } }"#,
      message: #"data.json: person: missing field "lastName""#),
    MessageInput(
      json: #"{ "person": { "salutaton": "Dr.", "firstName": "John" } }"#,
      message: #"data.json: person.salutaton: unknown field (expected "salutation", "#
        + #""firstName", "lastName", "birthdate" or "phase")"#),
    MessageInput(
      json: #"{ "person": { "firstName": "J", "lastName": "S", "birthdate": "2023-02-30" } }"#,
      message: #"data.json: person.birthdate: the date "2023-02-30" does not exist "#
        + "(February 2023 has 28 days)"),
    MessageInput(
      json: """
        { "person": \(person), "userSubjects": [], "subjects": [
          { "id": 1, "name": "Math", "phases": [] },
          { "id": 2, "name": "Physics", "phases": [] },
          { "id": 1, "name": "Chemistry", "phases": [] }] }
        """,
      message: "data.json: subjects[2].id: duplicate subject id 1 (already used by subjects[0])"),
    MessageInput(
      json: """
        { "person": \(person), "subjects": [], "userSubjects": [
          { "subjectID": 42, "updatedAt": "2023-11-15T22:13:20Z", "status": "on" }] }
        """,
      message: "data.json: userSubjects[0].subjectID: subject id 42 is not in subjects"),
    MessageInput(path: "no/such/data.json", message: "no/such/data.json: no such file"),
    MessageInput(path: ".", message: ".: is a directory (expected a file)"),
    MessageInput(
      message: #"data.json: the file is empty (expected a JSON object with "person", "#
        + #""subjects" and "userSubjects")"#),
  ]
}

extension String {
  /// The body of the first fenced code block of `language` in a Markdown text.
  func firstBlock(fencedAs language: String) -> String? {
    guard let opening = range(of: "```\(language)\n"),
      let closing = range(of: "\n```", range: opening.upperBound..<endIndex)
    else { return nil }
    return String(self[opening.upperBound..<closing.lowerBound])
  }
}
