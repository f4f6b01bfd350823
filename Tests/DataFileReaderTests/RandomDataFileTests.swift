import DataFileReader
import Foundation
import TestSupport
import Testing

/// Hundreds of data files made by mutating valid ones (see `Mutator` for the kinds of damage,
/// and for running with another seed and count): each one loads, or is refused with one line
/// that names the file, where (a line and column of it, or a key path), and the problem. A
/// crash would stop the whole run.
struct RandomDataFileTests {
  @Test func everyRandomDataFileLoadsOrIsRefusedInOneLine() {
    // When
    let tally = Mutator.tally(
      count: Mutator.count(standard: 400), from: Self.validFiles, Self.vocabulary,
      read: { bytes throws(DataFileError) in
        _ = try DataFile.decode(Data(bytes), file: "random.json")
      },
      problem: Self.problem)

    // Then: the inputs reach both ends; some still load, most are refused.
    #expect(tally.read > 0)
    #expect(tally.refused > tally.read)
  }

  /// What is wrong with the error a file was refused with, if anything: a syntax error names a
  /// line of the file and a column, a value its key path; every message is one line.
  private static func problem(with error: DataFileError, of bytes: [UInt8]) -> String? {
    let lines = bytes.filter { $0 == 0x0A }.count + 1
    guard error.file == "random.json" else { return "names the file \(error.file)" }
    guard !error.problem.isEmpty else { return "says no problem" }
    if let line = error.line {
      guard (1...lines).contains(line) else { return "names line \(line) of \(lines)" }
      guard let column = error.column, column >= 1 else { return "names no column" }
      let place = "random.json:\(line):\(column): "
      guard
        error.description.hasPrefix(place + "invalid JSON: ")
          || error.description.hasPrefix(place + "duplicate key ")
      else {
        return "does not start with the file, the line and the column"
      }
    } else if !error.description.hasPrefix("random.json: ") {
      return "does not start with the file"
    }
    return OneLineMessage.problem(with: error.description)
  }

  /// Words a data file has, and some it must refuse: huge, negative and malformed numbers,
  /// dates that do not exist, escapes, a byte order mark, separators.
  private static let vocabulary = Mutator.Vocabulary(
    words: [
      "{", "}", "[", "]", ":", ",", "\"", "null", "true", "false", "\"person\"", "\"subjects\"",
      "\"userSubjects\"", "\"salutation\"", "\"firstName\"", "\"birthdate\"", "\"phase\"",
      "\"id\"", "\"name\"", "\"phases\"", "\"subjectID\"", "\"updatedAt\"", "\"status\"",
      "\"high\"", "\"on\"", "\"off\"", "\"maybe\"", "0", "-0", "-1", "4.0", "4.5", "1e3", "1e309",
      "-1e309", "1e-400", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
      "123456789012345678901234567890", "01", "-", "1.", ".5", "0x10", "\"2023-02-30\"",
      "\"1000-01-01\"", "\"0000-01-01\"", "\"1582-10-10\"", "\"2024-02-29\"", "\"2023-13-01\"",
      "\"9999-12-31T23:59:59Z\"", "\"2023-11-15T24:00:00Z\"", "\"2023-11-15T22:13:20.5+14:00\"",
      "\"\\u0000\"", "\"\\ud800\"", "\"\\u00e9\"", "\"\\n\"", "\\", "\\u", "\u{FEFF}", "\r\n",
      "\r", "\u{2028}", "\"\u{1B}[2J\"", "\"key\"", "é",
    ],
    nesting: ("[", "]"))

  /// The valid files the random ones are made from: every field, the least a file needs, and
  /// CRLF lines with escapes.
  private static let validFiles = [
    """
    {
      "person": {
        "salutation": "Dr.", "firstName": "John", "lastName": "Smith",
        "birthdate": "1970-01-01", "phase": "high"
      },
      "subjects": [
        { "id": 1, "name": "Math", "phases": ["primary", "middle", "high"] },
        { "id": 4, "name": "Physics", "phases": ["middle", "high"] },
        { "id": 8, "name": "Art", "phases": ["primary"] }
      ],
      "userSubjects": [
        { "subjectID": 1, "updatedAt": "2023-11-15T22:13:20Z", "status": "on" },
        { "subjectID": 4, "updatedAt": "2023-11-17T22:13:20.250+08:00", "status": "off" }
      ]
    }
    """,
    #"{"person":{"firstName":"A","lastName":"B","phase":"primary"},"subjects":[],"userSubjects":[]}"#,
    "{\r\n  \"userSubjects\": [],\r\n  \"subjects\": [{ \"id\": 2, \"name\": \"Chin\\u00e8se \\\"2\\\"\","
      + " \"phases\": [\"middle\"] }],\r\n  \"person\": { \"salutation\": null, \"firstName\": \"Zoë\","
      + " \"lastName\": \"O\\u2019Neil\", \"birthdate\": null, \"phase\": \"middle\" }\r\n}\r\n",
  ]
}
