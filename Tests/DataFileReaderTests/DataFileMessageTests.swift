import DataFileReader
import Foundation
import Testing

/// More bad inputs, one line each: a value names its key path, a syntax error its line and
/// column, in Foundation's words.
struct DataFileMessageTests {
  private func decodingError(_ json: String) -> DataFileError? {
    do {
      _ = try DataFile.decode(Data(json.utf8), file: "data.json")
      return nil
    } catch {
      return error
    }
  }

  @Test(
    arguments: [
      (
        #"[{ "firstName": "John" }]"#,
        "data.json: top level: expected an object, found an array"
      ),
      (
        #"{ "person": { "firstName": null, "lastName": "Smith", "phase": "high" } }"#,
        "data.json: person.firstName: expected a string, found null"
      ),
      (
        #"{ "person": \#(DataFileDoc.person), "subjects": {}, "userSubjects": [] }"#,
        "data.json: subjects: expected an array, found an object"
      ),
      (
        #"{ "person": \#(DataFileDoc.person), "subjects": [{ "id": 1.5 }] }"#,
        "data.json: subjects[0].id: expected an integer, found the number 1.5"
      ),
      (
        #"{ "person": \#(DataFileDoc.person), "subjects": [{ "id": true }] }"#,
        "data.json: subjects[0].id: expected an integer, found true"
      ),
      (
        #"{ "person": \#(DataFileDoc.person), "subjects": [{ "id": 1, "name": false }] }"#,
        "data.json: subjects[0].name: expected a string, found false"
      ),
      (#"{ "person": 1 }"#, "data.json: person: expected an object, found the number 1"),
      (#"{ "person": 0 }"#, "data.json: person: expected an object, found the number 0"),
      (
        #"{ "person": \#(DataFileDoc.person), "subjects": [] }"#,
        #"data.json: top level: missing field "userSubjects""#
      ),
      (
        #"{ "person": { "firstName": "J", "lastName": "S", "phase": "middle school" } }"#,
        """
        data.json: person.phase: unknown phase "middle school" (expected "primary", "middle" \
        or "high")
        """
      ),
      (
        #"{ "person": \#(DataFileDoc.person), "subjects": [{ "id": 1, "name": "M", "#
          + #""phases": ["high", "college"] }] }"#,
        """
        data.json: subjects[0].phases[1]: unknown phase "college" (expected "primary", \
        "middle" or "high")
        """
      ),
      (
        #"{ "person": \#(DataFileDoc.person), "subjects": [], "userSubjects": [{ "#
          + #""subjectID": 1, "updatedAt": "2023-11-15T22:13:20Z", "status": "maybe" }] }"#,
        #"data.json: userSubjects[0].status: unknown status "maybe" (expected "on" or "off")"#
      ),
      (
        #"{ "per\u001b[2Json": 1 }"#,
        """
        data.json: per\\u{1B}[2Json: unknown field (expected "person", "subjects" or \
        "userSubjects")
        """
      ),
      (
        #"{ "\#(String(repeating: "k", count: 99))": 1 }"#,
        """
        data.json: \(String(repeating: "k", count: 60))…: unknown field (expected "person", \
        "subjects" or "userSubjects")
        """
      ),
    ])
  func aBadValueIsNamedByItsKeyPath(json: String, message: String) {
    #expect(decodingError(json)?.description == message)
  }

  @Test(
    arguments: [
      ("{", "data.json:1:2: invalid JSON: unexpected end of file during JSON parse"),
      (
        "{\n  \"a\": [\n    1\n",
        "data.json:4:1: invalid JSON: unexpected end of file during JSON parse"
      ),
      ("{ a: 1 }", "data.json:1:3: invalid JSON: invalid value"),
      ("{ “a”: 1 }", "data.json:1:3: invalid JSON: invalid value"),
      ("{ \"a\" 1 }", "data.json:1:7: invalid JSON: invalid value"),
      ("{ \"a\": tru }", "data.json:1:11: invalid JSON: invalid value"),
      ("{}\n{}", "data.json:2:1: invalid JSON: invalid value"),
      // Foundation names the digit after a leading zero, and a line break inside a string.
      (
        "{ \"person\": { \"firstName\": 012 } }",
        "data.json:1:29: invalid JSON: number with leading zero"
      ),
      (
        "{ \"person\": {\n \"firstName\": \"x\ny\" } }",
        "data.json:2:17: invalid JSON: unescaped control character"
      ),
      (
        String(repeating: "[", count: 513),
        "data.json:1:514: invalid JSON: too many nested arrays or dictionaries"
      ),
    ])
  func aSyntaxErrorIsNamedWithItsLineAndColumn(json: String, message: String) {
    #expect(decodingError(json)?.description == message)
  }
}
