import Foundation

/// The learner the app greets: an entity of the shared Model, used unchanged by every pattern.
public struct Person: Sendable, Hashable {
  /// A title such as "Dr."; `nil` or blank when the person has none.
  public var salutation: String?
  public var firstName: String
  public var lastName: String
  /// The day of birth, at midnight UTC; `nil` when unknown.
  public var birthdate: Date?
  /// The school phase the learner is in: it decides which subjects are offered.
  public var phase: SchoolPhase

  public init(
    salutation: String? = nil, firstName: String, lastName: String, birthdate: Date? = nil,
    phase: SchoolPhase
  ) {
    self.salutation = salutation
    self.firstName = firstName
    self.lastName = lastName
    self.birthdate = birthdate
    self.phase = phase
  }
}

/// The stage of schooling a subject is offered in.
public enum SchoolPhase: String, Sendable, Hashable, CaseIterable {
  case primary
  case middle
  case high
}
