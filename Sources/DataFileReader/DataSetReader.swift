import Foundation
import Model
import ShowcaseSupport

/// The rules of the data file's format (Docs/DataFile.md), applied as the scanner reads the
/// file, once: each value is read straight into the `DataSet` it belongs to.
///
/// The problem reported is the first one in the order the format states its rules, not the
/// first one in the file: the person before the subjects, the subjects before the records; in
/// an object, an unknown field first, then the fields in the order of the table, whatever
/// their order in the file. So each object is read whole, then checked in that order; each of
/// the three parts keeps its own first problem, and the first part's wins. A syntax error, which
/// stops the reading at once, wins over all of them.
struct DataSetReader {
  /// A value that breaks a rule of the format, and where it is.
  struct Mistake: Error {
    let path: JSONPath
    let line: Int
    let detail: String
  }

  /// Reads a whole file into a data set; `file` names it in the error.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(DataFileError)
    -> DataSet
  {
    var reader = DataSetReader(scanner: JSONScanner(bytes))
    let outcome: Result<DataSet, Mistake>
    do {
      outcome = try reader.dataSet()
    } catch {
      throw DataFileError(file: file, line: error.line, problem: "invalid JSON: \(error.problem)")
    }
    switch outcome {
    case .success(let dataSet): return dataSet
    case .failure(let mistake):
      throw DataFileError(
        file: file, line: mistake.line, problem: "\(mistake.path): \(mistake.detail)")
    }
  }

  private var scanner: JSONScanner

  // Each object's fields, in the order of the format's table: a field's position in its list is
  // its case in the `switch` that reads the object.
  private static let topFields: [StaticString] = ["person", "subjects", "userSubjects"]
  private static let personFields: [StaticString] = [
    "salutation", "firstName", "lastName", "birthdate", "phase",
  ]
  private static let subjectFields: [StaticString] = ["id", "name", "phases"]
  private static let recordFields: [StaticString] = ["subjectID", "updatedAt", "status"]

  // MARK: The three parts

  private mutating func dataSet() throws(JSONScanner.SyntaxError) -> Result<DataSet, Mistake> {
    try scanner.beginDocument()
    let line = scanner.line
    guard try scanner.kind(depth: 0) == .object else {
      let mistake = try mismatch("an object", at: .root, line: line, depth: 0)
      try scanner.endDocument()
      return .failure(mistake)
    }
    var fields = Fields(Self.topFields)
    var person: Result<Person, Mistake>?
    var subjects: Result<[Subject], Mistake>?
    var records: Result<Records, Mistake>?
    // Every subject id read so far, and the subject it is the id of.
    var subjectIDs: [Subject.ID: Int] = [:]
    let opening = scanner.openObject()
    var key = try scanner.firstKey(of: opening)
    while let name = key {
      switch try fields.read(name, of: opening, with: &scanner) {
      case 0: person = try self.person(depth: 1)
      case 1: subjects = try self.subjects(depth: 1, ids: &subjectIDs)
      case 2: records = try self.records(depth: 1)
      default: _ = try scanner.skipValue(depth: 1)
      }
      key = try scanner.nextKey(after: name, of: opening)
    }
    try scanner.endDocument()
    return Result { () throws(Mistake) in
      try fields.checkUnknown(in: .root)
      let person = try fields.required(person, "person", of: .root, on: line).get()
      let subjects = try fields.required(subjects, "subjects", of: .root, on: line).get()
      let records = try fields.required(records, "userSubjects", of: .root, on: line).get()
      try records.checkSubjects(subjectIDs)
      return DataSet(person: person, subjects: subjects, userSubjects: records.list)
    }
  }

  private mutating func person(depth: Int) throws(JSONScanner.SyntaxError)
    -> Result<Person, Mistake>
  {
    let path = JSONPath.root.key("person")
    let line = scanner.line
    guard try scanner.kind(depth: depth) == .object else {
      return .failure(try mismatch("an object", at: path, line: line, depth: depth))
    }
    var fields = Fields(Self.personFields)
    var salutation: Result<String?, Mistake>?
    var firstName: Result<String, Mistake>?
    var lastName: Result<String, Mistake>?
    var birthdate: Result<Date?, Mistake>?
    var phase: Result<SchoolPhase, Mistake>?
    let opening = scanner.openObject()
    var key = try scanner.firstKey(of: opening)
    while let name = key {
      let depth = depth + 1
      switch try fields.read(name, of: opening, with: &scanner) {
      case 0: salutation = try optionalString(at: path.key("salutation"), depth: depth)
      case 1: firstName = try string(at: path.key("firstName"), depth: depth)
      case 2: lastName = try string(at: path.key("lastName"), depth: depth)
      case 3: birthdate = try optionalDay(at: path.key("birthdate"), depth: depth)
      case 4: phase = try choice(named: "phase", at: path.key("phase"), depth: depth)
      default: _ = try scanner.skipValue(depth: depth)
      }
      key = try scanner.nextKey(after: name, of: opening)
    }
    return Result { () throws(Mistake) in
      try fields.checkUnknown(in: path)
      return Person(
        salutation: try salutation?.get(),
        firstName: try fields.required(firstName, "firstName", of: path, on: line).get(),
        lastName: try fields.required(lastName, "lastName", of: path, on: line).get(),
        birthdate: try birthdate?.get(),
        phase: try fields.required(phase, "phase", of: path, on: line).get())
    }
  }

  private mutating func subjects(depth: Int, ids: inout [Subject.ID: Int])
    throws(JSONScanner.SyntaxError) -> Result<[Subject], Mistake>
  {
    let line = scanner.line
    guard try scanner.kind(depth: depth) == .array else {
      return .failure(
        try mismatch("an array", at: .root.key("subjects"), line: line, depth: depth))
    }
    var subjects: [Subject] = []
    var mistake: Mistake?
    var index = 0
    let opening = scanner.openArray()
    var more = try scanner.firstElement(of: opening)
    while more {
      switch try subject(index, depth: depth + 1, ids: &ids) {
      case .success(let subject): subjects.append(subject)
      case .failure(let failure): mistake = mistake ?? failure
      }
      index += 1
      more = try scanner.nextElement(of: opening)
    }
    return mistake.map { .failure($0) } ?? .success(subjects)
  }

  private mutating func records(depth: Int) throws(JSONScanner.SyntaxError)
    -> Result<Records, Mistake>
  {
    let line = scanner.line
    guard try scanner.kind(depth: depth) == .array else {
      return .failure(
        try mismatch("an array", at: .root.key("userSubjects"), line: line, depth: depth))
    }
    var records = Records()
    var index = 0
    let opening = scanner.openArray()
    var more = try scanner.firstElement(of: opening)
    while more {
      try record(index, depth: depth + 1, into: &records)
      index += 1
      more = try scanner.nextElement(of: opening)
    }
    return .success(records)
  }

  // MARK: One subject, one record

  private static func subjectPath(_ index: Int) -> JSONPath {
    JSONPath.root.key("subjects").index(index)
  }

  private static func recordPath(_ index: Int) -> JSONPath {
    JSONPath.root.key("userSubjects").index(index)
  }

  /// Reads the subject at `index`; its id must not be in `ids` yet, and goes in.
  private mutating func subject(_ index: Int, depth: Int, ids: inout [Subject.ID: Int])
    throws(JSONScanner.SyntaxError) -> Result<Subject, Mistake>
  {
    let line = scanner.line
    guard try scanner.kind(depth: depth) == .object else {
      return .failure(
        try mismatch("an object", at: Self.subjectPath(index), line: line, depth: depth))
    }
    var fields = Fields(Self.subjectFields)
    var id: Result<Int, Mistake>?
    var idLine = line
    var name: Result<String, Mistake>?
    var phases: Result<Set<SchoolPhase>, Mistake>?
    let opening = scanner.openObject()
    var key = try scanner.firstKey(of: opening)
    while let text = key {
      let depth = depth + 1
      switch try fields.read(text, of: opening, with: &scanner) {
      case 0:
        idLine = scanner.line
        id = try integer(at: Self.subjectPath(index).key("id"), depth: depth)
      case 1: name = try string(at: Self.subjectPath(index).key("name"), depth: depth)
      case 2: phases = try self.phases(at: Self.subjectPath(index).key("phases"), depth: depth)
      default: _ = try scanner.skipValue(depth: depth)
      }
      key = try scanner.nextKey(after: text, of: opening)
    }
    return Result { () throws(Mistake) in
      try fields.checkUnknown(in: Self.subjectPath(index))
      let id = try fields.required(id, "id", of: Self.subjectPath(index), on: line).get()
      if let earlier = ids[id] {
        throw Mistake(
          path: Self.subjectPath(index).key("id"), line: idLine,
          detail: "duplicate subject id \(id) (already used by \(Self.subjectPath(earlier)))")
      }
      ids[id] = index
      return Subject(
        id: id,
        name: try fields.required(name, "name", of: Self.subjectPath(index), on: line).get(),
        phases: try fields.required(phases, "phases", of: Self.subjectPath(index), on: line).get())
    }
  }

  /// Reads the record at `index` into `records`.
  private mutating func record(_ index: Int, depth: Int, into records: inout Records)
    throws(JSONScanner.SyntaxError)
  {
    let line = scanner.line
    guard try scanner.kind(depth: depth) == .object else {
      let mistake = try mismatch("an object", at: Self.recordPath(index), line: line, depth: depth)
      records.note(mistake)
      return
    }
    var fields = Fields(Self.recordFields)
    var subjectID: Result<Int, Mistake>?
    var idLine = line
    var updatedAt: Result<Date, Mistake>?
    var status: Result<SubjectStatus, Mistake>?
    let opening = scanner.openObject()
    var key = try scanner.firstKey(of: opening)
    while let text = key {
      let depth = depth + 1
      switch try fields.read(text, of: opening, with: &scanner) {
      case 0:
        idLine = scanner.line
        subjectID = try integer(at: Self.recordPath(index).key("subjectID"), depth: depth)
      case 1: updatedAt = try moment(at: Self.recordPath(index).key("updatedAt"), depth: depth)
      case 2:
        status = try choice(named: "status", at: Self.recordPath(index).key("status"), depth: depth)
      default: _ = try scanner.skipValue(depth: depth)
      }
      key = try scanner.nextKey(after: text, of: opening)
    }
    let record = Result { () throws(Mistake) in
      try fields.checkUnknown(in: Self.recordPath(index))
      let id = try fields.required(subjectID, "subjectID", of: Self.recordPath(index), on: line)
        .get()
      records.checkLater(id, of: index, on: idLine)
      let updatedAt = try fields.required(
        updatedAt, "updatedAt", of: Self.recordPath(index), on: line
      )
      .get()
      let status = try fields.required(status, "status", of: Self.recordPath(index), on: line)
        .get()
      return UserSubject(subjectID: id, updatedAt: updatedAt, status: status)
    }
    switch record {
    case .success(let record): records.list.append(record)
    case .failure(let mistake): records.note(mistake)
    }
  }

  // MARK: Values

  private mutating func string(at path: @autoclosure () -> JSONPath, depth: Int)
    throws(JSONScanner.SyntaxError) -> Result<String, Mistake>
  {
    let line = scanner.line
    guard try scanner.kind(depth: depth) == .string else {
      return .failure(try mismatch("a string", at: path(), line: line, depth: depth))
    }
    return .success(scanner.string(try scanner.string()))
  }

  /// An optional field's string: `null` means none.
  private mutating func optionalString(at path: @autoclosure () -> JSONPath, depth: Int)
    throws(JSONScanner.SyntaxError) -> Result<String?, Mistake>
  {
    scanner.skipNull() ? .success(nil) : try string(at: path(), depth: depth).map { $0 }
  }

  private mutating func integer(at path: @autoclosure () -> JSONPath, depth: Int)
    throws(JSONScanner.SyntaxError) -> Result<Int, Mistake>
  {
    let line = scanner.line
    let found: JSONScanner.Found
    if try scanner.kind(depth: depth) == .number {
      found = try scanner.number()
      if case .integer(let integer) = found { return .success(integer) }
    } else {
      found = try scanner.skipValue(depth: depth)
    }
    return .failure(
      Mistake(path: path(), line: line, detail: "expected an integer, found \(found.shown)"))
  }

  /// A string that must be the raw value of one of `Choice`'s cases.
  private mutating func choice<Choice: RawRepresentable & CaseIterable>(
    named name: String, at path: @autoclosure () -> JSONPath, depth: Int
  ) throws(JSONScanner.SyntaxError) -> Result<Choice, Mistake> where Choice.RawValue == String {
    let line = scanner.line
    let text: String
    switch try string(at: path(), depth: depth) {
    case .success(let string): text = string
    case .failure(let mistake): return .failure(mistake)
    }
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue)
      return .failure(
        Mistake(
          path: path(), line: line,
          detail: "unknown \(name) \(Echo.quoted(text)) (expected \(quoted(names)))"))
    }
    return .success(choice)
  }

  private mutating func phases(at path: @autoclosure () -> JSONPath, depth: Int)
    throws(JSONScanner.SyntaxError) -> Result<Set<SchoolPhase>, Mistake>
  {
    let line = scanner.line
    guard try scanner.kind(depth: depth) == .array else {
      return .failure(try mismatch("an array", at: path(), line: line, depth: depth))
    }
    var phases: Set<SchoolPhase> = []
    var mistake: Mistake?
    var index = 0
    let opening = scanner.openArray()
    var more = try scanner.firstElement(of: opening)
    while more {
      let phase: Result<SchoolPhase, Mistake> = try choice(
        named: "phase", at: path().index(index), depth: depth + 1)
      switch phase {
      case .success(let phase): phases.insert(phase)
      case .failure(let failure): mistake = mistake ?? failure
      }
      index += 1
      more = try scanner.nextElement(of: opening)
    }
    return mistake.map { .failure($0) } ?? .success(phases)
  }

  private mutating func day(at path: @autoclosure () -> JSONPath, depth: Int)
    throws(JSONScanner.SyntaxError) -> Result<Date, Mistake>
  {
    try date("a date as yyyy-MM-dd", "the date", at: path(), depth: depth, reading: FileDate.day)
  }

  /// An optional field's day: `null` means none.
  private mutating func optionalDay(at path: @autoclosure () -> JSONPath, depth: Int)
    throws(JSONScanner.SyntaxError) -> Result<Date?, Mistake>
  {
    scanner.skipNull() ? .success(nil) : try day(at: path(), depth: depth).map { $0 }
  }

  private mutating func moment(at path: @autoclosure () -> JSONPath, depth: Int)
    throws(JSONScanner.SyntaxError) -> Result<Date, Mistake>
  {
    try date(
      "an ISO 8601 date and time with a time zone, such as 2023-11-15T22:13:20Z",
      "the date and time", at: path(), depth: depth, reading: FileDate.moment)
  }

  /// A date written in `form`; one that has the form but does not exist is named as `what`.
  private mutating func date(
    _ form: String, _ what: String, at path: @autoclosure () -> JSONPath, depth: Int,
    reading read: (UnsafeBufferPointer<UInt8>) throws(FileDate.Problem) -> Date
  ) throws(JSONScanner.SyntaxError) -> Result<Date, Mistake> {
    let line = scanner.line
    guard try scanner.kind(depth: depth) == .string else {
      return .failure(try mismatch(form, at: path(), line: line, depth: depth))
    }
    let text = try scanner.string()
    let outcome = scanner.withBytes(of: text) { bytes in
      Result { () throws(FileDate.Problem) in try read(bytes) }
    }
    let found = JSONScanner.Found.string(scanner.string(text)).shown
    let detail: String
    switch outcome {
    case .success(let date): return .success(date)
    case .failure(.form): detail = "expected \(form), found \(found)"
    case .failure(.yearZero): detail = "expected a year from 0001 to 9999, found \(found)"
    case .failure(.doesNotExist(let reason)):
      detail = "\(what) \(Echo.quoted(scanner.string(text))) does not exist (\(reason))"
    }
    return .failure(Mistake(path: path(), line: line, detail: detail))
  }

  /// Skips a value of the wrong kind, and says what was expected and what was found.
  private mutating func mismatch(_ expected: String, at path: JSONPath, line: Int, depth: Int)
    throws(JSONScanner.SyntaxError) -> Mistake
  {
    let found = try scanner.skipValue(depth: depth)
    return Mistake(path: path, line: line, detail: "expected \(expected), found \(found.shown)")
  }
}

/// The records as read, and the rule that can only be checked once every subject is known,
/// which may be after the records in the file: that a record's subject id is one of theirs.
private struct Records {
  var list: [UserSubject] = []
  /// The first record's mistake, by the records' order.
  private var firstMistake: DataSetReader.Mistake?
  /// The subject id of each record up to the one with the first mistake, and its line.
  private var subjectIDs: [(record: Int, id: Subject.ID, line: Int)] = []

  mutating func note(_ mistake: DataSetReader.Mistake) {
    if firstMistake == nil { firstMistake = mistake }
  }

  /// Keeps a record's subject id for `checkSubjects`: once its type is checked, as the format
  /// checks it next, before the record's other fields.
  mutating func checkLater(_ id: Subject.ID, of record: Int, on line: Int) {
    if firstMistake == nil { subjectIDs.append((record, id, line)) }
  }

  /// Fails on the first record whose subject is not in `subjects`, else on the first mistake.
  /// Only the ids of the records up to the first mistake were kept, and those come before it
  /// in the format's order, even one in the same record.
  func checkSubjects(_ subjects: [Subject.ID: Int]) throws(DataSetReader.Mistake) {
    if let unknown = subjectIDs.first(where: { subjects[$0.id] == nil }) {
      throw DataSetReader.Mistake(
        path: JSONPath.root.key("userSubjects").index(unknown.record).key("subjectID"),
        line: unknown.line, detail: "subject id \(unknown.id) is not in subjects")
    }
    if let firstMistake { throw firstMistake }
  }
}

/// `"a"`, `"a" or "b"`, `"a", "b" or "c"`: names as a message lists them.
private func quoted(_ names: [String]) -> String {
  let quoted = names.map(\.debugDescription)
  guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
  return quoted.dropLast().joined(separator: ", ") + " or " + last
}

/// The fields of one object as its keys come: which known ones it has, and the unknown one a
/// message would name first.
private struct Fields {
  private let known: [StaticString]
  /// One bit per known field, set once the object has it.
  private var seen = 0
  private var unknownKeys: [String] = []
  /// The unknown key that comes first in alphabetical order, and the line of its value.
  private var firstUnknown: (name: String, line: Int)?

  init(_ known: [StaticString]) {
    self.known = known
  }

  /// Reads the key's `:`, and returns its position among the known fields, or `nil` for an
  /// unknown one; a key the object already has is a syntax error.
  mutating func read(
    _ key: JSONScanner.Text, of object: JSONScanner.Opening, with scanner: inout JSONScanner
  ) throws(JSONScanner.SyntaxError) -> Int? {
    if let position = scanner.position(of: key, in: known) {
      guard seen & 1 << position == 0 else { throw scanner.duplicate(key) }
      seen |= 1 << position
      try scanner.colon(after: key, of: object)
      return position
    }
    let name = scanner.string(key)
    guard !unknownKeys.contains(name) else { throw scanner.duplicate(key) }
    unknownKeys.append(name)
    try scanner.colon(after: key, of: object)
    if firstUnknown.map({ name < $0.name }) ?? true { firstUnknown = (name, scanner.line) }
    return nil
  }

  /// Fails on an unknown field: the rule checked first in every object.
  func checkUnknown(in object: @autoclosure () -> JSONPath) throws(DataSetReader.Mistake) {
    guard let firstUnknown else { return }
    throw DataSetReader.Mistake(
      path: object().key(firstUnknown.name), line: firstUnknown.line,
      detail: "unknown field (expected \(quoted(known.map { "\($0)" })))")
  }

  /// The value read for the field `name`; fails when the object, which begins on `line`,
  /// lacks it.
  func required<Value>(
    _ value: Result<Value, DataSetReader.Mistake>?, _ name: String,
    of object: @autoclosure () -> JSONPath, on line: Int
  ) throws(DataSetReader.Mistake) -> Result<Value, DataSetReader.Mistake> {
    guard let value else {
      throw DataSetReader.Mistake(path: object(), line: line, detail: "missing field \"\(name)\"")
    }
    return value
  }
}
