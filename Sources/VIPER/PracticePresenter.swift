import Model

/// VIPER's presenter for practising a subject: it turns the subject into the title and prompt.
@MainActor
final class PracticePresenter: PracticeEventHandler, PracticeInteractorOutput {
  weak var view: (any PracticeView)?
  let interactor: any PracticeInteractorInput

  init(interactor: any PracticeInteractorInput) {
    self.interactor = interactor
  }

  // MARK: PracticeEventHandler

  func viewDidLoad() {
    interactor.provideSubject()
  }

  // MARK: PracticeInteractorOutput

  func subjectProvided(_ subject: Subject) {
    view?.display(title: subject.name)
    view?.display(PracticeDisplayModel(prompt: "Practice \(subject.name)"))
  }
}
