import Foundation
import Model
import ShowcaseSupport

// The data file's shape as `JSONDecoder` reads it: one `Decodable` type per object of the
// format, each reading the Model's value it stands for. Each lists its fields, and reads them,
// in the order of the format's table (Docs/DataFile.md), which is the order they are checked in.

struct WireDataSet: Decodable {
  static let fields = ["person", "subjects", "userSubjects"]

  var person: Person
  var subjects: [Subject]
  var userSubjects: [UserSubject]
  var personFieldsGiven: Int

  init(from decoder: any Decoder) throws {
    let fields = try Fields(decoder, Self.fields)
    let person = try fields.required("person", as: WirePerson.self)
    self.person = person.value
    personFieldsGiven = person.fieldsGiven
    subjects = try fields.required("subjects", as: [WireSubject].self).map { $0.value }
    userSubjects = try fields.required("userSubjects", as: [WireRecord].self).map { $0.value }
  }

  /// How many keys the file has if each object gives each of its fields once, and no other.
  var keyCount: Int {
    Self.fields.count + personFieldsGiven + subjects.count * WireSubject.fields.count
      + userSubjects.count * WireRecord.fields.count
  }
}

struct WirePerson: Decodable {
  static let fields = ["salutation", "firstName", "lastName", "birthdate", "phase"]

  var value: Person
  var fieldsGiven: Int

  init(from decoder: any Decoder) throws {
    let fields = try Fields(decoder, Self.fields)
    value = Person(
      salutation: try fields.optionalString("salutation"),
      firstName: try fields.string("firstName"),
      lastName: try fields.string("lastName"),
      birthdate: try fields.optionalDay("birthdate"),
      phase: try fields.choice("phase", of: SchoolPhase.self))
    fieldsGiven = fields.given
  }
}

struct WireSubject: Decodable {
  static let fields = ["id", "name", "phases"]

  var value: Subject

  init(from decoder: any Decoder) throws {
    let fields = try Fields(decoder, Self.fields)
    value = Subject(
      id: try fields.integer("id"),
      name: try fields.string("name"),
      phases: try fields.phases("phases"))
  }
}

struct WireRecord: Decodable {
  static let fields = ["subjectID", "updatedAt", "status"]

  var value: UserSubject

  init(from decoder: any Decoder) throws {
    let fields = try Fields(decoder, Self.fields)
    value = UserSubject(
      subjectID: try fields.integer("subjectID"),
      updatedAt: try fields.moment("updatedAt"),
      status: try fields.choice("status", of: SubjectStatus.self))
  }
}

extension SchoolPhase: Choice {
  static var kind: String { "phase" }
}

extension SubjectStatus: Choice {
  static var kind: String { "status" }
}

extension Choice {
  /// Why `name` is none of the names: `unknown phase "college" (expected ...)`.
  static func unknown(_ name: String) -> String {
    "unknown \(kind) \(Echo.quoted(name)) (expected \(listed(allCases.map(\.rawValue))))"
  }
}

/// `"a"`, `"a" or "b"`, `"a", "b" or "c"`: names as a message lists them.
func listed(_ names: [String], joinedBy word: String = "or") -> String {
  choiceList(names.map(\.debugDescription), joinedBy: word)
}
