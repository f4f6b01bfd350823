import Model
import ViewKit

/// The controller of MVC whose view knows the model: it owns its view and the `Person`, hears
/// the tap, and hands the person to the view as it is. It formats nothing: the view does.
final class GreetingViewController: ViewController {
  private let person: Person
  private let greetingView = GreetingView()

  init(person: Person) {
    self.person = person
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingView)
    // The button holds its action and the controller owns the view: the action holds the
    // controller weakly.
    greetingView.showGreetingButton.addAction { [weak self] in self?.showGreetingTapped() }
    // Nothing is greeted before the tap: the screen only gets its title.
    title = "Greeting"
  }

  // MARK: Events

  private func showGreetingTapped() {
    // The model goes to the view, as `userCell.configureWithUser(user)` does in the articles.
    greetingView.configure(with: person)
  }
}
