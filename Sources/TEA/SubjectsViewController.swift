import ViewKit

/// TEA's view for the subject list: the view controller owns the spinner, message, list and
/// Retry button, turns lifecycle events, taps and selections into actions for its store, and
/// draws every state the store hands it, the pushed screen included: when the state names a
/// destination, the controller pushes its screen; when the user goes back from it, the
/// controller says so with an action. It decides nothing.
final class SubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  /// The view owns its store; the store holds the view back weakly, through its subscriber.
  let store: Store<SubjectsState, SubjectsAction>
  /// Makes the screen of a destination, with a store of its own that starts from the
  /// destination's state; given by `Feature`, which wires every screen.
  private let makeScreen: (SubjectsState.Destination) -> ViewController
  /// The destination on screen, if any: a state naming another one pushes it.
  private var presented: SubjectsState.Destination?
  /// The rows last drawn, which the list reads back as its data source.
  private var rows: [SubjectRow] = []

  private let spinner = ActivityIndicator()
  private let messageLabel = Label()
  private let listView = ListView()
  private let retryButton = Button(title: "Retry")

  init(
    store: Store<SubjectsState, SubjectsAction>,
    makeScreen: @escaping (SubjectsState.Destination) -> ViewController
  ) {
    self.store = store
    self.makeScreen = makeScreen
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(spinner)
    view.addSubview(messageLabel)
    view.addSubview(listView)
    view.addSubview(retryButton)
    listView.dataSource = self
    listView.delegate = self
    // The button holds its action and the controller owns the button: the action holds the
    // controller weakly.
    retryButton.addAction { [weak self] in self?.retryTapped() }
    store.subscribe { [weak self] state in self?.render(state) }
  }

  override func viewWillAppear() {
    // Back on top while a destination was pushed: it was popped, the user went back.
    if presented != nil, navigationController?.topViewController === self {
      store.send(.destinationDismissed)
    }
    store.send(.viewWillAppear)
  }

  override func viewDidDisappear() {
    store.send(.viewDidDisappear(isLeaving: isMovingFromParent))
  }

  // MARK: Events

  func retryTapped() { store.send(.retryTapped) }

  func rowSelected(at row: Int) { store.send(.rowSelected(at: row)) }

  // MARK: Rendering

  private func render(_ state: SubjectsState) {
    title = state.title
    if state.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    messageLabel.text = state.message
    retryButton.isHidden = !state.showsRetry
    rows = state.rows
    listView.reloadData()
    present(state.destination)
  }

  /// Pushes the destination the state names, once. A destination cleared needs nothing: its
  /// screen is already gone, since going back is what clears it.
  private func present(_ destination: SubjectsState.Destination?) {
    guard destination != presented else { return }
    presented = destination
    guard let destination else { return }
    navigationController?.pushViewController(makeScreen(destination))
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: rows[row].title)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    rowSelected(at: row)
  }
}
