import Model
import ViewKit

/// VIPER's builder for the greeting: the one place the module is assembled; no role makes another.
@MainActor
enum GreetingBuilder {
  static func build(person: Person) -> ViewController {
    let interactor = GreetingInteractor(person: person)
    let presenter = GreetingPresenter(interactor: interactor)
    let view = GreetingViewController(eventHandler: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
