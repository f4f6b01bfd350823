import ViewKit

/// MVP's view for the greeting, played by a view controller: it lays out a label pair and a
/// button, forwards the tap to its presenter and applies the presenter's commands.
final class GreetingViewController: ViewController, GreetingView {
  /// The view owns its presenter; the presenter holds the view back weakly.
  let presenter: GreetingPresenter

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  init(presenter: GreetingPresenter) {
    self.presenter = presenter
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingLabel)
    view.addSubview(birthdateLabel)
    view.addSubview(showGreetingButton)
    // The button holds its action and the controller owns the button: the action holds the
    // controller weakly.
    showGreetingButton.addAction { [weak self] in self?.presenter.showGreetingTapped() }
    presenter.viewDidLoad()
  }

  // MARK: GreetingView

  func show(title: String) {
    self.title = title
  }

  func show(greeting: String) {
    greetingLabel.text = greeting
  }

  func show(birthdate: String?) {
    birthdateLabel.text = birthdate
  }
}
