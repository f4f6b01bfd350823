import Model
import ViewKit

/// VIPER's builder for the greeting: the one place the module is assembled. It makes the
/// interactor, the presenter and the view, and connects them; no other role makes another.
@MainActor
enum GreetingBuilder {
  static func build(person: Person) -> ViewController {
    let interactor = GreetingInteractor(person: person)
    let presenter = GreetingPresenter(interactor: interactor)
    let view = GreetingViewController(eventHandler: presenter)
    // Strong one way (view → presenter → interactor), weak the other way back.
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
