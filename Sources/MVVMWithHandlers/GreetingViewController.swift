import Model
import ViewKit

/// MVVM with handlers' view controller for the greeting: it makes the screen's context and
/// handlers when it is made, holds its view and titles the screen. It decides and draws nothing.
final class GreetingViewController: ViewController {
  /// The view controller owns its context, made with it; the context holds nothing of it.
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
