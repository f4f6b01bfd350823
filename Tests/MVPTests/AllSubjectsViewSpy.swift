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

  /// The calls since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }

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
