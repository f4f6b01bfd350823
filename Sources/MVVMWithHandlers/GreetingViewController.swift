import Model
import ViewKit

/// MVVM with handlers' view controller for the greeting: it makes the context and holds the view.
final class GreetingViewController: ViewController {
  let context: GreetingContext
  private let greetingView: GreetingView

  init(person: Person) {
    context = GreetingContext(
      dataHandler: GreetingDataHandler(person: person), businessHandler: GreetingBusinessHandler())
    greetingView = GreetingView(context: context)
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingView)
    title = "Greeting"
  }
}
