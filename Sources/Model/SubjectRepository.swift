import Foundation

/// The Model's data controller for subjects: it asks the services and combines their answers
/// into a `Curriculum`, so no screen ever sees half of them.
public struct SubjectRepository: Sendable {
  private let people: any PersonService
  private let subjects: any SubjectService

  public init(people: any PersonService, subjects: any SubjectService) {
    self.people = people
    self.subjects = subjects
  }

  /// Asks for the person, the catalogue and the learner's records at once. Answers once all
  /// three have answered; throws the first failure at once and cancels the other requests.
  public func curriculum() async throws -> Curriculum {
    try await withThrowingTaskGroup(of: Answer.self) { group in
      group.addTask { [people] in .person(try await people.currentPerson()) }
      group.addTask { [subjects] in .subjects(try await subjects.allSubjects()) }
      group.addTask { [subjects] in .records(try await subjects.userSubjects()) }

      var person: Person?
      var catalogue: [Subject] = []
      var records: [UserSubject] = []
      for try await answer in group {
        switch answer {
        case .person(let answered): person = answered
        case .subjects(let answered): catalogue = answered
        case .records(let answered): records = answered
        }
      }
      guard let person else { throw CancellationError() }
      return Curriculum(person: person, subjects: catalogue, records: records)
    }
  }

  /// Switches one subject on or off.
  public func setStatus(_ status: SubjectStatus, forSubject subjectID: Subject.ID) async throws {
    try await subjects.setStatus(status, forSubject: subjectID)
  }

  private enum Answer: Sendable {
    case person(Person)
    case subjects([Subject])
    case records([UserSubject])
  }
}
