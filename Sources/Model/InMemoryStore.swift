import Foundation

/// A working store that keeps a `DataSet` in memory and answers every request at once.
/// It stands where a networked or persistent service would.
public actor InMemoryStore: PersonService, SubjectService {
  /// What the store holds now, switches included.
  public private(set) var data: DataSet

  public init(_ data: DataSet = .sample) {
    self.data = data
  }

  public func currentPerson() async throws -> Person {
    data.person
  }

  public func allSubjects() async throws -> [Subject] {
    data.subjects
  }

  public func userSubjects() async throws -> [UserSubject] {
    data.userSubjects
  }

  public func setStatus(_ status: SubjectStatus, forSubject subjectID: Subject.ID) async throws {
    guard data.subjects.contains(where: { $0.id == subjectID }) else {
      throw ServiceError("No subject with id \(subjectID)")
    }
    data = data.recording(status, forSubject: subjectID)
  }
}
