import Foundation

/// Answers who the current learner is.
public protocol PersonService: Sendable {
  func currentPerson() async throws -> Person
}

/// The subject catalogue and the learner's subject settings.
public protocol SubjectService: Sendable {
  /// Every subject of the catalogue, in catalogue order.
  func allSubjects() async throws -> [Subject]
  /// Every record of the learner switching subjects, in no particular order.
  func userSubjects() async throws -> [UserSubject]
  /// Records that the learner switched a subject on or off.
  func setStatus(_ status: SubjectStatus, forSubject subjectID: Subject.ID) async throws
}

/// A failure a service reports, with a reason fit to show to the learner.
public struct ServiceError: Error, Equatable, LocalizedError {
  public var reason: String

  public init(_ reason: String) {
    self.reason = reason
  }

  public var errorDescription: String? { reason }

  /// The failure the demos and tests use when they say nothing more.
  public static let unreachable = ServiceError("Network unreachable")
}
