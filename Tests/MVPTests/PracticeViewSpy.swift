@testable import MVP

/// Stands in for a practice screen's view and records every command its presenter gives.
@MainActor
final class PracticeViewSpy: PracticeView {
  enum Call: Equatable {
    case show(title: String)
    case show(prompt: String)
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

  func show(prompt: String) {
    calls.append(.show(prompt: prompt))
  }
}
