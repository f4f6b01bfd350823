import ViewKit

/// What the greeting view tells its delegate, the view controller: the one thing the user can do.
@MainActor
protocol GreetingViewDelegate: AnyObject {
  func showGreetingTapped()
}

/// MVVM without binding's greeting view: it owns the labels and the button, shows the view model
/// it is handed, and passes the tap to its delegate. It formats nothing and observes nothing.
final class GreetingView: View {
  /// The view holds its delegate weakly: the view controller owns the view.
  weak var delegate: (any GreetingViewDelegate)?
  /// What the view shows now: the last view model it was handed.
  private(set) var viewModel = GreetingViewModel()

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  override init() {
    super.init()
    addSubview(greetingLabel)
    addSubview(birthdateLabel)
    addSubview(showGreetingButton)
    // The button holds its action and the view owns the button: the action holds the view
    // weakly.
    showGreetingButton.addAction { [weak self] in self?.delegate?.showGreetingTapped() }
  }

  /// Shows `viewModel`: the only way the view changes.
  func update(with viewModel: GreetingViewModel) {
    self.viewModel = viewModel
    greetingLabel.text = viewModel.greeting
    birthdateLabel.text = viewModel.birthdate
  }
}
