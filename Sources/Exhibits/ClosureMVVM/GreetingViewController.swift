import ViewKit

/// Closure-bound MVVM's view for the greeting: the view controller owns its labels, its button
/// and its view model, sends the tap to the view model, and binds the labels by setting the
/// view model's closure. It formats nothing.
final class GreetingViewController: ViewController {
  /// The view owns its view model; the view model holds the view only through the closure.
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
    // The binding, by hand: the view model holds this closure, and the closure holds the
    // controller weakly (the article writes `unowned self`), so no cycle keeps the screen.
    viewModel.greetingDidChange = { [weak self] viewModel in
      self?.greetingLabel.text = viewModel.greeting
      self?.birthdateLabel.text = viewModel.birthdate
    }
    title = viewModel.title
  }
}
