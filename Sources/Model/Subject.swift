import Foundation

/// A school subject of the catalogue, offered in one or more phases.
public struct Subject: Sendable, Hashable, Identifiable {
  public typealias ID = Int

  public var id: ID
  public var name: String
  public var phases: Set<SchoolPhase>

  public init(id: ID, name: String, phases: Set<SchoolPhase>) {
    self.id = id
    self.name = name
    self.phases = phases
  }
}

/// One record of the learner switching a subject on or off. A subject may have many records;
/// the latest by `updatedAt` is the one in force.
public struct UserSubject: Sendable, Hashable {
  public var subjectID: Subject.ID
  public var updatedAt: Date
  public var status: SubjectStatus

  public init(subjectID: Subject.ID, updatedAt: Date, status: SubjectStatus) {
    self.subjectID = subjectID
    self.updatedAt = updatedAt
    self.status = status
  }
}

/// Whether the learner has a subject switched on.
public enum SubjectStatus: String, Sendable, Hashable, CaseIterable {
  case on
  case off

  /// The other status: what switching a subject leads to.
  public var toggled: SubjectStatus { self == .on ? .off : .on }
}
