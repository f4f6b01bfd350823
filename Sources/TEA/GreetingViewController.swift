import ViewKit

/// TEA's view for the greeting: it sends the tap as an action and draws each state it is handed.
final class GreetingViewController: ViewController {
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
    // The controller owns the button, which keeps its action: so the action holds self weakly.
    showGreetingButton.addAction { [weak self] in self?.store.send(.showGreetingTapped) }
    // The controller owns the store, which keeps this subscriber: so it holds self weakly.
    store.subscribe { [weak self] state in self?.render(state) }
  }

  // MARK: Rendering

  private func render(_ state: GreetingState) {
    title = state.title
    greetingLabel.text = state.greeting
    birthdateLabel.text = state.birthdate
  }
}
