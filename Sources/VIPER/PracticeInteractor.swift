import Model

/// VIPER's interactor for practising a subject: it hands over the `Subject` entity. Fetching
/// exercises would go here.
@MainActor
final class PracticeInteractor: PracticeInteractorInput {
  weak var output: (any PracticeInteractorOutput)?
  private let subject: Subject

  init(subject: Subject) {
    self.subject = subject
  }

  func provideSubject() {
    output?.subjectProvided(subject)
  }
}
