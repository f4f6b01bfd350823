import Foundation
import Model
import ServiceDoubles

/// Small, named values for tests, built with `.fixture(...)` so a test says only what matters.
extension Person {
  /// John Smith in high school, with no salutation and no birthdate unless given.
  public static func fixture(
    salutation: String? = nil, firstName: String = "John", lastName: String = "Smith",
    birthdate: Date? = nil, phase: SchoolPhase = .high
  ) -> Person {
    Person(
      salutation: salutation, firstName: firstName, lastName: lastName, birthdate: birthdate,
      phase: phase)
  }
}

extension Date {
  /// Thursday, 1 January 1970, midnight UTC.
  public static let unixEpoch = Date(timeIntervalSince1970: 0)
  /// Wednesday, 1 January 1000, midnight UTC, in the proleptic Gregorian calendar of ISO 8601
  /// (27 December 999 in the Julian calendar, which Foundation's Gregorian calendar switches to
  /// before 15 October 1582): as a data file's `"1000-01-01"` reads.
  public static let januaryFirst1000 = Date(timeIntervalSince1970: -30_610_224_000)
}

extension DataSet {
  /// A learner in high school with the given subjects, and records switching `open` on.
  public static func fixture(
    person: Person = .fixture(), subjects names: [String] = ["Math", "Physics", "History"],
    open: [String] = ["Math", "History"]
  ) -> DataSet {
    let subjects = names.enumerated().map { index, name in
      Subject(id: index + 1, name: name, phases: [.high])
    }
    let records = subjects.filter { open.contains($0.name) }.map {
      UserSubject(subjectID: $0.id, updatedAt: .unixEpoch, status: .on)
    }
    return DataSet(person: person, subjects: subjects, userSubjects: records)
  }
}

extension Curriculum {
  /// The curriculum `data` leads to: by default Math, Physics and History, Math and History open.
  public static func fixture(_ data: DataSet = .fixture()) -> Curriculum {
    Curriculum(person: data.person, subjects: data.subjects, records: data.userSubjects)
  }
}

extension ControllableService {
  /// The Model's repository over this service, as the runner builds it.
  public var repository: SubjectRepository {
    SubjectRepository(people: self, subjects: self)
  }
}
