import Tracing
import ViewKit

/// VIPER's view for the greeting: passive. It lays out its labels and button, forwards the tap
/// to its event handler and puts the display model it is given into its labels.
final class GreetingViewController: ViewController, GreetingView {
  // The view owns its presenter, as its event handler; the presenter holds the view weakly.
  let eventHandler: any GreetingEventHandler

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  init(eventHandler: any GreetingEventHandler) {
    self.eventHandler = eventHandler
    super.init()
  }

  override func viewDidLoad() {
    title = "Greeting"
    view.addSubview(greetingLabel)
    view.addSubview(birthdateLabel)
    view.addSubview(showGreetingButton)
    // The view decides nothing: a tap only becomes an event for the presenter.
    showGreetingButton.addAction { [weak self] in self?.eventHandler.showGreetingTapped() }
  }

  func display(_ model: GreetingDisplayModel) {
    Trace.hop(.presenter, .viewController)
    greetingLabel.text = model.greeting
    birthdateLabel.text = model.birthdate
  }
}
