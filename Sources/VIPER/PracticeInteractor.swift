import Model

/// VIPER's interactor for practising a subject: it holds the `Subject` entity the module was
/// built for and hands it over through its output. Here the use case is that small; it is where
/// fetching exercises would go.
@MainActor
final class PracticeInteractor: PracticeInteractorInput {
  /// The interactor holds its output weakly: the presenter owns the interactor.
  weak var output: (any PracticeInteractorOutput)?
  private let subject: Subject

  init(subject: Subject) {
    self.subject = subject
  }

  func provideSubject() {
    output?.subjectProvided(subject)
  }
}
