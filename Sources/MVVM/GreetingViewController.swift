import ViewKit

/// MVVM's view for the greeting: the view controller owns the labels and the button, sends the
/// tap to its view model, and binds the labels to the view model's state. It formats nothing.
final class GreetingViewController: ViewController {
  /// The view owns its view model; the view model holds nothing of the view.
  let viewModel: GreetingViewModel

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  init(viewModel: GreetingViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingLabel)
    view.addSubview(birthdateLabel)
    view.addSubview(showGreetingButton)
    // The button holds its action and the controller owns the button: the action holds the
    // controller weakly.
    showGreetingButton.addAction { [weak self] in self?.viewModel.showGreetingTapped() }
    title = viewModel.title
  }

  /// The binding: the toolkit runs this once the view has loaded and again after every change
  /// to the state it reads, as UIKit does with `@Observable` values. The view model never
  /// hears of the controller: the controller owns the view model, never the other way round.
  override func updateProperties() {
    greetingLabel.text = viewModel.state.greeting
    birthdateLabel.text = viewModel.state.birthdate
  }
}
