import Model

/// VIPER's presenter for practising a subject: when the view has loaded it asks the interactor
/// for the subject and turns the answer into the title and prompt the view shows.
@MainActor
final class PracticePresenter: PracticeEventHandler, PracticeInteractorOutput {
  /// The presenter holds the view weakly: the view controller owns the presenter.
  weak var view: (any PracticeView)?
  /// The presenter owns the interactor: nothing else keeps it alive.
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
