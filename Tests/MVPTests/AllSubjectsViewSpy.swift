@testable import MVP

/// Stands in for All subjects' view and records every command its presenter gives, in order.
@MainActor
final class AllSubjectsViewSpy: AllSubjectsView {
  enum Call: Equatable {
    case show(title: String)
    case showMessage(String?)
    case show(rows: [SubjectSwitchRow])
  }

  private(set) var calls: [Call] = []

  func show(title: String) {
    calls.append(.show(title: title))
  }

  func showMessage(_ text: String?) {
    calls.append(.showMessage(text))
  }

  func show(rows: [SubjectSwitchRow]) {
    calls.append(.show(rows: rows))
  }
}
