import Foundation
import Model

/// The Model's JSON data file: a `DataSet` written out, so the runner and the demos can play any
/// learner and catalogue. The format and its rules are in Docs/DataFile.md.
///
/// Reading is strict and fails on the first problem with one line naming the file, the line,
/// the key path and what is wrong: a data file is written by hand, and a silently skipped
/// record would show up later as a wrong screen.
public enum DataFile {
  /// Reads the data file at a file URL.
  public static func load(contentsOf url: URL) throws(DataFileError) -> DataSet {
    guard url.isFileURL else {
      throw DataFileError(file: url.absoluteString, problem: "not a file URL")
    }
    let file = url.path(percentEncoded: false)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      switch (error as? CocoaError)?.code {
      case .fileReadNoSuchFile?: throw DataFileError(file: file, problem: "no such file")
      case .fileReadNoPermission?: throw DataFileError(file: file, problem: "permission denied")
      default:
        throw DataFileError(file: file, problem: "cannot be read (\(error.localizedDescription))")
      }
    }
    return try decode(data, file: file)
  }

  /// Reads a data file's contents; `file` names it in error messages.
  public static func decode(_ data: Data, file: String) throws(DataFileError) -> DataSet {
    // The text is checked first, so that every syntax error has a line and no platform's
    // leniency (trailing commas, duplicate keys) makes a file valid here and invalid there.
    let text = JSONText(data)
    if let error = text.syntaxError() {
      throw DataFileError(
        file: file, line: text.line(at: error.offset), problem: "invalid JSON: \(error.problem)")
    }
    let root: JSONValue
    do {
      root = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw DataFileError(file: file, problem: "invalid JSON (\(error))")
    }
    do {
      return try FormatRules.dataSet(from: Node(value: root, path: .root))
    } catch {
      let line = text.offset(of: error.path).map(text.line(at:))
      throw DataFileError(file: file, line: line, problem: "\(error.path): \(error.detail)")
    }
  }
}

/// The rules of the format, one function per kind of object, checked in the order of the
/// format's description; the first problem found is the one reported.
private enum FormatRules {
  static func dataSet(from root: Node) throws(Mistake) -> DataSet {
    let top = try root.object(fields: ["person", "subjects", "userSubjects"])
    let person = try person(from: top.required("person"))
    let subjects = try subjects(from: top.required("subjects"))
    let known = Set(subjects.map(\.id))
    let records = try records(from: top.required("userSubjects"), subjects: known)
    return DataSet(person: person, subjects: subjects, userSubjects: records)
  }

  static func person(from node: Node) throws(Mistake) -> Person {
    let fields = try node.object(fields: [
      "salutation", "firstName", "lastName", "birthdate", "phase",
    ])
    return Person(
      salutation: try fields.optional("salutation")?.string(),
      firstName: try fields.required("firstName").string(),
      lastName: try fields.required("lastName").string(),
      birthdate: try fields.optional("birthdate")?.day(),
      phase: try fields.required("phase").phase())
  }

  static func subjects(from node: Node) throws(Mistake) -> [Subject] {
    var subjects: [Subject] = []
    var firstUse: [Subject.ID: JSONPath] = [:]
    for element in try node.array() {
      let fields = try element.object(fields: ["id", "name", "phases"])
      let idNode = try fields.required("id")
      let id = try idNode.integer()
      if let earlier = firstUse[id] {
        throw Mistake(idNode.path, "duplicate subject id \(id) (already used by \(earlier))")
      }
      firstUse[id] = element.path
      let name = try fields.required("name").string()
      var phases: Set<SchoolPhase> = []
      for phase in try fields.required("phases").array() { phases.insert(try phase.phase()) }
      subjects.append(Subject(id: id, name: name, phases: phases))
    }
    return subjects
  }

  static func records(from node: Node, subjects: Set<Subject.ID>) throws(Mistake) -> [UserSubject] {
    var records: [UserSubject] = []
    for element in try node.array() {
      let fields = try element.object(fields: ["subjectID", "updatedAt", "status"])
      let idNode = try fields.required("subjectID")
      let id = try idNode.integer()
      guard subjects.contains(id) else {
        throw Mistake(idNode.path, "subject id \(id) is not in subjects")
      }
      records.append(
        UserSubject(
          subjectID: id, updatedAt: try fields.required("updatedAt").moment(),
          status: try fields.required("status").status()))
    }
    return records
  }
}

/// A problem with one value of the file, before it is placed on a line.
private struct Mistake: Error {
  let path: JSONPath
  let detail: String

  init(_ path: JSONPath, _ detail: String) {
    self.path = path
    self.detail = detail
  }
}

/// A value of the file and the key path it lies at: every read says what it expected.
private struct Node {
  let value: JSONValue
  let path: JSONPath

  func object(fields known: [String]) throws(Mistake) -> Fields {
    guard case .object(let values) = value else { throw mismatch("an object") }
    if let unknown = values.keys.filter({ !known.contains($0) }).sorted().first {
      throw Mistake(path.key(unknown), "unknown field (expected \(choices(known)))")
    }
    return Fields(values: values, path: path)
  }

  func array() throws(Mistake) -> [Node] {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return elements.enumerated().map { Node(value: $1, path: path.index($0)) }
  }

  func string() throws(Mistake) -> String {
    guard case .string(let text) = value else { throw mismatch("a string") }
    return text
  }

  func integer() throws(Mistake) -> Int {
    guard case .integer(let number) = value else { throw mismatch("an integer") }
    return number
  }

  func phase() throws(Mistake) -> SchoolPhase {
    try choice(SchoolPhase.self, named: "phase")
  }

  func status() throws(Mistake) -> SubjectStatus {
    try choice(SubjectStatus.self, named: "status")
  }

  func day() throws(Mistake) -> Date {
    guard case .string(let text) = value, let date = FileDate.day(text) else {
      throw mismatch("a date as yyyy-MM-dd")
    }
    return date
  }

  func moment() throws(Mistake) -> Date {
    guard case .string(let text) = value, let date = FileDate.moment(text) else {
      throw mismatch("an ISO 8601 date and time with a time zone, such as 2023-11-15T22:13:20Z")
    }
    return date
  }

  private func choice<Choice: RawRepresentable & CaseIterable>(_: Choice.Type, named name: String)
    throws(Mistake) -> Choice where Choice.RawValue == String
  {
    let text = try string()
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue)
      throw Mistake(path, "unknown \(name) \(text.debugDescription) (expected \(choices(names)))")
    }
    return choice
  }

  private func mismatch(_ expected: String) -> Mistake {
    Mistake(path, "expected \(expected), found \(value.shown)")
  }

  private func choices(_ names: [String]) -> String {
    let quoted = names.map(\.debugDescription)
    guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}

/// The fields of one object of the file.
private struct Fields {
  let values: [String: JSONValue]
  let path: JSONPath

  func required(_ key: String) throws(Mistake) -> Node {
    guard let value = values[key] else { throw Mistake(path, "missing field \"\(key)\"") }
    return Node(value: value, path: path.key(key))
  }

  /// An optional field: absent and `null` both mean "none".
  func optional(_ key: String) -> Node? {
    guard let value = values[key], value != .null else { return nil }
    return Node(value: value, path: path.key(key))
  }
}

/// Any JSON value, as Foundation's decoder gives it.
private enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      // `1.0` is an integer on every platform, whatever the decoder makes of it.
      self = Int(exactly: number).map(JSONValue.integer) ?? .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The value as a message names what was found instead.
  var shown: String {
    switch self {
    case .null: "null"
    case .bool(let bool): "\(bool)"
    case .integer(let integer): "the number \(integer)"
    case .number(let number): "the number \(number)"
    case .string(let string):
      "the string "
        + (string.count > 40 ? String(string.prefix(40)) + "…" : string).debugDescription
    case .array: "an array"
    case .object: "an object"
    }
  }
}
