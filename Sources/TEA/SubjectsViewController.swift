import ViewKit

/// TEA's view for the subject list: the view controller owns the spinner, message, list and
/// Retry button, sends events as actions and draws every state, the pushed screen included: it
/// pushes the destination the state names, and says when the user went back.
final class SubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  let store: Store<SubjectsState, SubjectsAction>
  private let makeScreen: (SubjectsState.Destination) -> ViewController
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
    retryButton.addAction { [weak self] in self?.store.send(.retryTapped) }
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

  /// A cleared destination needs nothing: going back, which clears it, already removed its screen.
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
    store.send(.rowSelected(at: row))
  }
}
