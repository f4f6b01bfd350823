import Model
import ViewKit

/// MVVM without binding's view controller for the greeting: it assembles the screen from the
/// greeting view, is that view's delegate, and on the tap hands the view a view model made from
/// the person. It formats nothing: the view model's factory does.
final class GreetingViewController: ViewController, GreetingViewDelegate {
  /// The screen's data: a person, given, so no data controller is needed to fetch it.
  private let person: Person
  private let greetingView = GreetingView()

  init(person: Person) {
    self.person = person
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingView)
    greetingView.delegate = self
    title = "Greeting"
  }

  // MARK: GreetingViewDelegate

  func showGreetingTapped() {
    greetingView.update(with: .make(from: person))
  }
}
