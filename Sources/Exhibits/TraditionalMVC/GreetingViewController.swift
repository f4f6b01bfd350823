import Model
import ViewKit

/// Traditional MVC's controller for the greeting: it takes the user's input and updates the
/// model, nothing more. It makes the model and the view and hands the view the model to observe.
/// It reads nothing of the model and writes nothing into the view: the change reaches the view
/// from the model, not through the controller as in Apple's MVC.
final class GreetingViewController: ViewController {
  private let model: GreetingModel
  private let greetingView: GreetingView

  init(person: Person) {
    model = GreetingModel(person: person)
    greetingView = GreetingView(model: model)
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingView)
    // The button holds its action and the controller owns the view: the action holds the
    // controller weakly.
    greetingView.showGreetingButton.addAction { [weak self] in self?.showGreetingTapped() }
    title = "Greeting"
  }

  // MARK: Events

  private func showGreetingTapped() {
    // The survey's strategy for an event: ask the model to change; the view hears of it itself.
    model.greet()
  }
}
