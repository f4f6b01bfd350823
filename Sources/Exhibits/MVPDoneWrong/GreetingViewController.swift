import Model
import ViewKit

/// MVP done wrong's view controller: an empty screen that makes its presenter and hands itself
/// over, so that the presenter builds the views on it (the article on MVC, MVP and MVVM, 004).
final class GreetingViewController: ViewController {
  private let person: Person
  /// The controller owns its presenter, and through it the views the presenter made.
  private var presenter: GreetingPresenter?

  init(person: Person) {
    self.person = person
    super.init()
  }

  override func viewDidLoad() {
    presenter = GreetingPresenter(controller: self, person: person)
  }
}
