import Model

@testable import VIPER

/// Doubles of the Practice module's roles. None needs the toolkit.

/// Records every display model the presenter sends to the view.
final class PracticeViewSpy: PracticeView {
  private(set) var displayed: [PracticeDisplayModel] = []

  func display(_ model: PracticeDisplayModel) {
    displayed.append(model)
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
