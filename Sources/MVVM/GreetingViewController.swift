import Observation
import Tracing
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
    bind()
  }

  /// The binding: renders the state and asks to hear of its next change. Observation calls
  /// `onChange` once, before the value changes, so the screen renders on the next turn of the
  /// main loop and registers again. The view model keeps `onChange`, so it holds the controller
  /// weakly: the controller owns the view model, never the other way round.
  private func bind() {
    withObservationTracking {
      render()
    } onChange: { [weak self] in
      Task { @MainActor in self?.bind() }
    }
  }

  private func render() {
    Trace.observed(.viewModel, by: .viewController)
    greetingLabel.text = viewModel.state.greeting
    birthdateLabel.text = viewModel.state.birthdate
  }
}
