@testable import MVP

/// Stands in for the greeting's view and records every command its presenter gives, in order.
@MainActor
final class GreetingViewSpy: GreetingView {
  enum Call: Equatable {
    case show(title: String)
    case show(greeting: String)
    case show(birthdate: String?)
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

  func show(greeting: String) {
    calls.append(.show(greeting: greeting))
  }

  func show(birthdate: String?) {
    calls.append(.show(birthdate: birthdate))
  }
}
