import Foundation
import Model

/// The data file's shape as `Decodable` types, for the data-file benchmark: what Foundation's
/// `JSONDecoder` reads the same bytes into, so its time can stand beside the package's reader.
struct DecodableDataSet: Decodable {
  var person: DecodablePerson
  var subjects: [DecodableSubject]
  var userSubjects: [DecodableRecord]

  /// Reads `updatedAt` as ISO 8601 with a time zone.
  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The same data as the Model's types.
  var dataSet: DataSet {
    DataSet(
      person: Person(
        salutation: person.salutation, firstName: person.firstName, lastName: person.lastName,
        birthdate: person.birthdate?.date, phase: person.phase.phase),
      subjects: subjects.map { subject in
        Subject(id: subject.id, name: subject.name, phases: Set(subject.phases.map(\.phase)))
      },
      userSubjects: userSubjects.map { record in
        UserSubject(
          subjectID: record.subjectID, updatedAt: record.updatedAt,
          status: record.status == .on ? .on : .off)
      })
  }
}

struct DecodablePerson: Decodable {
  var salutation: String?
  var firstName: String
  var lastName: String
  var birthdate: DecodableDay?
  var phase: DecodablePhase
}

struct DecodableSubject: Decodable {
  var id: Int
  var name: String
  var phases: Set<DecodablePhase>
}

struct DecodableRecord: Decodable {
  var subjectID: Int
  var updatedAt: Date
  var status: DecodableStatus
}

enum DecodablePhase: String, Decodable {
  case primary, middle, high

  var phase: SchoolPhase {
    switch self {
    case .primary: .primary
    case .middle: .middle
    case .high: .high
    }
  }
}

enum DecodableStatus: String, Decodable {
  case on, off
}

/// A day without a time (`yyyy-MM-dd`), which the decoder's ISO 8601 strategy does not read.
struct DecodableDay: Decodable {
  var date: Date

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    date = try Date.ISO8601FormatStyle().year().month().day().parse(text)
  }
}
