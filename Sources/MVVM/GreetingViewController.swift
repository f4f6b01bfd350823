import ViewKit

/// MVVM's view for the greeting: it sends the tap to its view model and binds labels to its state.
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
    // The controller owns the button, which keeps its action: so the action holds self weakly.
    showGreetingButton.addAction { [weak self] in self?.viewModel.showGreetingTapped() }
    title = viewModel.title
  }

  /// The binding: the toolkit reruns this whenever the state it reads changes, as UIKit does.
  override func updateProperties() {
    greetingLabel.text = viewModel.state.greeting
    birthdateLabel.text = viewModel.state.birthdate
  }
}
