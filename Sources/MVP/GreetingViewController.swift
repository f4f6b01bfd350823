import ViewKit

/// MVP's greeting view, played by a view controller: it forwards the tap and shows what it is told.
final class GreetingViewController: ViewController, GreetingView {
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
    // The controller owns the button, which keeps its action: so the action holds self weakly.
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
