import ViewKit

/// VIPER's view for the greeting: passive, it forwards the tap and shows what it is given.
final class GreetingViewController: ViewController, GreetingView {
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
    // The controller owns the button, which keeps its action: so the action holds self weakly.
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
