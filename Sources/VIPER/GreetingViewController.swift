import ViewKit

/// VIPER's view for the greeting: passive. It lays out its labels and button, forwards what
/// happened to its event handler and shows the title and display model it is given.
final class GreetingViewController: ViewController, GreetingView {
  /// The view owns its presenter, as its event handler; the presenter holds the view back
  /// weakly.
  let eventHandler: any GreetingEventHandler

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  init(eventHandler: any GreetingEventHandler) {
    self.eventHandler = eventHandler
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingLabel)
    view.addSubview(birthdateLabel)
    view.addSubview(showGreetingButton)
    // The button holds its action and the controller owns the button: the action holds the
    // controller weakly.
    showGreetingButton.addAction { [weak self] in self?.eventHandler.showGreetingTapped() }
    eventHandler.viewDidLoad()
  }

  // MARK: GreetingView

  func display(title: String) {
    self.title = title
  }

  func display(_ model: GreetingDisplayModel) {
    greetingLabel.text = model.greeting
    birthdateLabel.text = model.birthdate
  }
}
