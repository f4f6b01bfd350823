import Foundation
import Model
import ShowcaseSupport

// The data file's shape as `JSONDecoder` reads it: one `Decodable` type per object of the
// format, each reading the Model's value it stands for. Each reads its fields in the order of
// the format's table (Docs/DataFile.md), which is the order they are checked in, after
// checking that the object has no other field.

struct WireDataSet: Decodable {
  enum Field: String, CaseIterable {
    case person, subjects, userSubjects
  }

  var person: Person
  var subjects: [Subject]
  var userSubjects: [UserSubject]

  init(from decoder: any Decoder) throws {
    let fields = try Fields<Field>(decoder)
    person = try fields.required(.person, as: WirePerson.self).value
    subjects = try fields.required(.subjects, as: [WireSubject].self).map(\.value)
    userSubjects = try fields.required(.userSubjects, as: [WireRecord].self).map(\.value)
  }
}

struct WirePerson: Decodable {
  enum Field: String, CaseIterable {
    case salutation, firstName, lastName, birthdate, phase
  }

  var value: Person

  init(from decoder: any Decoder) throws {
    let fields = try Fields<Field>(decoder)
    value = Person(
      salutation: try fields.optional(.salutation, as: String.self),
      firstName: try fields.required(.firstName, as: String.self),
      lastName: try fields.required(.lastName, as: String.self),
      birthdate: try fields.optional(.birthdate, as: WireDay.self)?.value,
      phase: try fields.required(.phase, as: WireChoice<SchoolPhase>.self).value)
  }
}

struct WireSubject: Decodable {
  enum Field: String, CaseIterable {
    case id, name, phases
  }

  var value: Subject

  init(from decoder: any Decoder) throws {
    let fields = try Fields<Field>(decoder)
    value = Subject(
      id: try fields.required(.id, as: WireInteger.self).value,
      name: try fields.required(.name, as: String.self),
      phases: Set(try fields.required(.phases, as: [WireChoice<SchoolPhase>].self).map(\.value)))
  }
}

struct WireRecord: Decodable {
  enum Field: String, CaseIterable {
    case subjectID, updatedAt, status
  }

  var value: UserSubject

  init(from decoder: any Decoder) throws {
    let fields = try Fields<Field>(decoder)
    value = UserSubject(
      subjectID: try fields.required(.subjectID, as: WireInteger.self).value,
      updatedAt: try fields.required(.updatedAt, as: WireMoment.self).value,
      status: try fields.required(.status, as: WireChoice<SubjectStatus>.self).value)
  }
}

// MARK: Fields

/// The fields of an object, named by the cases of `Name`. `JSONDecoder` ignores a key it is not
/// asked for, and a misspelt optional field would vanish silently: so the object is read as a
/// container of any key, which shows the unknown ones, and the first in alphabetical order is
/// refused, so that the message is the same every time.
struct Fields<Name: RawRepresentable<String> & CaseIterable> {
  private let container: KeyedDecodingContainer<AnyKey>

  init(_ decoder: any Decoder) throws {
    container = try decoder.container(keyedBy: AnyKey.self)
    let keys = container.allKeys.map(\.stringValue)
    if let unknown = keys.filter({ Name(rawValue: $0) == nil }).min() {
      let known = Name.allCases.map(\.rawValue)
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: container.codingPath + [AnyKey(stringValue: unknown)],
          debugDescription: "unknown field (expected \(listed(known)))"))
    }
  }

  func required<Value: Decodable>(_ name: Name, as type: Value.Type) throws -> Value {
    try container.decode(type, forKey: AnyKey(stringValue: name.rawValue))
  }

  /// An optional field's value: `nil` when the field is left out or `null`.
  func optional<Value: Decodable>(_ name: Name, as type: Value.Type) throws -> Value? {
    try container.decodeIfPresent(type, forKey: AnyKey(stringValue: name.rawValue))
  }
}

/// Any key of an object.
struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}

// MARK: Values

/// An integer. JSON has only numbers: `4.0` is the integer 4, `4.5` is no integer.
struct WireInteger: Decodable {
  var value: Int

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      value = try container.decode(Int.self)
    } catch let error as DecodingError {
      throw error
    } catch {
      // For a number that no `Int` holds, `JSONDecoder` throws an error that names no key path,
      // as it does for a syntax error: one that a `Double` holds is a value of the wrong type.
      guard (try? container.decode(Double.self)) != nil else { throw error }
      throw DecodingError.typeMismatch(
        Int.self,
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }
}

/// The names a string of the format may be, as the Model's enumerations spell them.
protocol Choice: RawRepresentable<String>, CaseIterable {
  /// What a message calls the value: `unknown phase "college"`.
  static var kind: String { get }
}

extension SchoolPhase: Choice {
  static var kind: String { "phase" }
}

extension SubjectStatus: Choice {
  static var kind: String { "status" }
}

/// One of the names of `Value`.
struct WireChoice<Value: Choice>: Decodable {
  var value: Value

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let value = Value(rawValue: name) else {
      let names = Value.allCases.map(\.rawValue)
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "unknown \(Value.kind) \(Echo.quoted(name)) (expected \(listed(names)))")
    }
    self.value = value
  }
}

/// `"a"`, `"a" or "b"`, `"a", "b" or "c"`: names as a message lists them.
func listed(_ names: [String]) -> String {
  let quoted = names.map(\.debugDescription)
  guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
  return quoted.dropLast().joined(separator: ", ") + " or " + last
}
