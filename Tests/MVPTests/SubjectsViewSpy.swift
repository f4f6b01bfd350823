import Model

@testable import MVP

/// Stands in for the subject list's view and records every command its presenter gives, in
/// order, navigation included: a test takes the commands after each step, and reads what that
/// step made the presenter say.
@MainActor
final class SubjectsViewSpy: SubjectsView {
  enum Call: Equatable {
    case show(title: String)
    case showLoading(Bool)
    case showMessage(String?)
    case show(rows: [SubjectRow])
    case showRetry(Bool)
    case openPractice(for: Subject)
    case openAllSubjects(with: Curriculum)
  }

  private(set) var calls: [Call] = []

  /// The calls since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }

  func show(title: String) {
    calls.append(.show(title: title))
  }

  func showLoading(_ isLoading: Bool) {
    calls.append(.showLoading(isLoading))
  }

  func showMessage(_ text: String?) {
    calls.append(.showMessage(text))
  }

  func show(rows: [SubjectRow]) {
    calls.append(.show(rows: rows))
  }

  func showRetry(_ isVisible: Bool) {
    calls.append(.showRetry(isVisible))
  }

  func openPractice(for subject: Subject) {
    calls.append(.openPractice(for: subject))
  }

  func openAllSubjects(with curriculum: Curriculum) {
    calls.append(.openAllSubjects(with: curriculum))
  }
}
