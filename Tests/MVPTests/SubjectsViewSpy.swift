import Model

@testable import MVP

/// Stands in for the subject list's view and records every command its presenter gives, in
/// order, navigation included: a test reads the whole conversation as one value.
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
