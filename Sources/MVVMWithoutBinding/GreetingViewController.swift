import Model
import ViewKit

/// MVVM without binding's view controller for the greeting: it hands the view a view model on tap.
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
