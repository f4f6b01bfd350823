import Model
import Tracing

/// VIPER's presenter for practising a subject: when the view has loaded it asks the interactor
/// for the subject and turns the answer into the title and prompt the view shows.
@MainActor
final class PracticePresenter: PracticeEventHandler, PracticeInteractorOutput {
  // The view owns the presenter, so the presenter holds the view weakly.
  weak var view: (any PracticeView)?
  let interactor: any PracticeInteractorInput

  init(interactor: any PracticeInteractorInput) {
    self.interactor = interactor
  }

  // MARK: PracticeEventHandler

  func viewDidLoad() {
    Trace.hop(.viewController, .presenter)
    interactor.provideSubject()
  }

  // MARK: PracticeInteractorOutput

  func subjectProvided(_ subject: Subject) {
    Trace.hop(.interactor, .presenter)
    view?.display(title: subject.name)
    view?.display(PracticeDisplayModel(prompt: "Practice \(subject.name)"))
  }
}
