import ViewKit

@MainActor
protocol GreetingViewDelegate: AnyObject {
  func showGreetingTapped()
}

/// MVVM without binding's greeting view: it shows the view model it is handed and formats nothing.
final class GreetingView: View {
  weak var delegate: (any GreetingViewDelegate)?
  private(set) var viewModel = GreetingViewModel()

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  override init() {
    super.init()
    addSubview(greetingLabel)
    addSubview(birthdateLabel)
    addSubview(showGreetingButton)
    // The view owns the button, which keeps its action: so the action holds self weakly.
    showGreetingButton.addAction { [weak self] in self?.delegate?.showGreetingTapped() }
  }

  func update(with viewModel: GreetingViewModel) {
    self.viewModel = viewModel
    greetingLabel.text = viewModel.greeting
    birthdateLabel.text = viewModel.birthdate
  }
}
