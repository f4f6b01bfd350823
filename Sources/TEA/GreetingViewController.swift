import ViewKit

/// TEA's view for the greeting: the view controller owns the labels and the button, sends
/// the tap to its store as an action, and draws every state the store hands it. It decides and
/// formats nothing.
final class GreetingViewController: ViewController {
  /// The view owns its store; the store holds the view back weakly, through its subscriber.
  let store: Store<GreetingState, GreetingAction>

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  init(store: Store<GreetingState, GreetingAction>) {
    self.store = store
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(greetingLabel)
    view.addSubview(birthdateLabel)
    view.addSubview(showGreetingButton)
    // The button holds its action and the controller owns the button: the action holds the
    // controller weakly.
    showGreetingButton.addAction { [weak self] in self?.showGreetingTapped() }
    // The store keeps the subscriber, so it holds the controller weakly.
    store.subscribe { [weak self] state in self?.render(state) }
  }

  // MARK: Events

  func showGreetingTapped() { store.send(.showGreetingTapped) }

  // MARK: Rendering

  private func render(_ state: GreetingState) {
    title = state.title
    greetingLabel.text = state.greeting
    birthdateLabel.text = state.birthdate
  }
}
