import Foundation

/// The domain rule of the subject list: which subjects a learner is offered, and which of them
/// are open (switched on). Built once from the three answers the services give.
public struct Curriculum: Sendable, Equatable {
  /// The learner the curriculum belongs to.
  public let person: Person
  /// Every subject offered in the learner's phase, in catalogue order.
  public let offered: [Subject]
  private var statuses: [Subject.ID: SubjectStatus]

  /// Combines the catalogue and the learner's records in time linear in their sizes:
  /// one pass keeps the latest record per subject, one pass filters the catalogue.
  public init(person: Person, subjects: [Subject], records: [UserSubject]) {
    self.person = person
    self.offered = subjects.filter { $0.phases.contains(person.phase) }
    self.statuses = Self.latestStatuses(records)
  }

  /// The subjects offered in the learner's phase whose latest record is `on`, in catalogue
  /// order. A subject with no record is off.
  public var openSubjects: [Subject] {
    offered.filter { status(of: $0.id) == .on }
  }

  /// The status in force for a subject: that of its latest record, or `off` without one.
  public func status(of subjectID: Subject.ID) -> SubjectStatus {
    statuses[subjectID] ?? .off
  }

  /// The same curriculum after one subject was switched.
  public func setting(_ status: SubjectStatus, for subjectID: Subject.ID) -> Curriculum {
    var copy = self
    copy.statuses[subjectID] = status
    return copy
  }

  private static func latestStatuses(_ records: [UserSubject]) -> [Subject.ID: SubjectStatus] {
    var latest: [Subject.ID: UserSubject] = [:]
    latest.reserveCapacity(records.count)
    for record in records {
      // On equal timestamps the record that comes later in the list wins.
      if let current = latest[record.subjectID], current.updatedAt > record.updatedAt { continue }
      latest[record.subjectID] = record
    }
    return latest.mapValues(\.status)
  }
}
