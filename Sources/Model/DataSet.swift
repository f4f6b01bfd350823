import Foundation

/// Everything the services know: the learner, the catalogue and the learner's records.
/// The controllable service of ServiceDoubles answers from one of these; a JSON data file, read
/// by DataFileReader, decodes into one.
public struct DataSet: Sendable, Equatable {
  public var person: Person
  public var subjects: [Subject]
  public var userSubjects: [UserSubject]

  public init(person: Person, subjects: [Subject], userSubjects: [UserSubject]) {
    self.person = person
    self.subjects = subjects
    self.userSubjects = userSubjects
  }

  /// The same data with one more record: the learner switched a subject. The record is dated
  /// one second after the latest one, so it wins without reading a clock.
  public func recording(_ status: SubjectStatus, forSubject subjectID: Subject.ID) -> DataSet {
    let latest = userSubjects.map(\.updatedAt).max() ?? Date(timeIntervalSince1970: 0)
    var copy = self
    copy.userSubjects.append(
      UserSubject(subjectID: subjectID, updatedAt: latest.addingTimeInterval(1), status: status))
    return copy
  }
}

extension DataSet {
  /// Dr. John Smith, born on 1 January 1970, in high school, with a catalogue spread over the
  /// phases and a few records: Math, English and Chemistry open; Physics switched on, then off;
  /// Biology off; History never touched.
  public static let sample = DataSet(
    person: Person(
      salutation: "Dr.", firstName: "John", lastName: "Smith",
      birthdate: Date(timeIntervalSince1970: 0), phase: .high),
    subjects: [
      Subject(id: 1, name: "Math", phases: [.primary, .middle, .high]),
      Subject(id: 2, name: "Chinese", phases: [.primary, .middle, .high]),
      Subject(id: 3, name: "English", phases: [.primary, .middle, .high]),
      Subject(id: 4, name: "Physics", phases: [.middle, .high]),
      Subject(id: 5, name: "Chemistry", phases: [.high]),
      Subject(id: 6, name: "Biology", phases: [.middle, .high]),
      Subject(id: 7, name: "History", phases: [.middle, .high]),
      Subject(id: 8, name: "Art", phases: [.primary]),
    ],
    userSubjects: [
      UserSubject(subjectID: 1, updatedAt: day(1), status: .on),
      UserSubject(subjectID: 3, updatedAt: day(2), status: .on),
      UserSubject(subjectID: 4, updatedAt: day(3), status: .on),
      UserSubject(subjectID: 4, updatedAt: day(5), status: .off),
      UserSubject(subjectID: 5, updatedAt: day(4), status: .on),
      UserSubject(subjectID: 6, updatedAt: day(6), status: .off),
      UserSubject(subjectID: 8, updatedAt: day(7), status: .on),
    ])

  private static func day(_ number: Int) -> Date {
    Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 86_400)
  }
}
