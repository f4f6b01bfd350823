import Model
import ViewKit

/// VIPER's builder for practising a subject, called by the Subjects router.
@MainActor
enum PracticeBuilder {
  static func build(subject: Subject) -> ViewController {
    let interactor = PracticeInteractor(subject: subject)
    let presenter = PracticePresenter(interactor: interactor)
    let view = PracticeViewController(eventHandler: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
