import Model

@testable import VIPER

/// Doubles of the Practice module's roles. None needs the toolkit.

/// Records every title and display model the presenter sends to the view, in order.
final class PracticeViewSpy: PracticeView {
  enum Call: Equatable {
    case display(title: String)
    case display(PracticeDisplayModel)
  }

  private(set) var calls: [Call] = []

  /// The calls since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }

  func display(title: String) {
    calls.append(.display(title: title))
  }

  func display(_ model: PracticeDisplayModel) {
    calls.append(.display(model))
  }
}

/// Answers every request for the subject with a canned one, at once.
final class PracticeInteractorStub: PracticeInteractorInput {
  weak var output: (any PracticeInteractorOutput)?
  private let subject: Subject

  init(subject: Subject) {
    self.subject = subject
  }

  func provideSubject() {
    output?.subjectProvided(subject)
  }
}

/// Records what the interactor answers.
final class PracticeInteractorOutputSpy: PracticeInteractorOutput {
  private(set) var received: [Subject] = []

  func subjectProvided(_ subject: Subject) {
    received.append(subject)
  }
}
