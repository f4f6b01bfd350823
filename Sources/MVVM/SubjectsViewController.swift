import ViewKit

/// MVVM's view for the subject list: the view controller owns the spinner, message, list and
/// Retry button, forwards lifecycle events and taps to its view model and renders the view
/// model's state. It decides nothing, and it does not navigate: the view model's coordinator
/// does.
final class SubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  /// The view owns its view model; the view model holds nothing of the view.
  let viewModel: SubjectsViewModel

  private let spinner = ActivityIndicator()
  private let messageLabel = Label()
  private let listView = ListView()
  private let retryButton = Button(title: "Retry")

  init(viewModel: SubjectsViewModel) {
    self.viewModel = viewModel
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
    retryButton.addAction { [weak self] in self?.viewModel.retryTapped() }
    title = viewModel.title
  }

  override func viewWillAppear() {
    viewModel.viewWillAppear()
  }

  override func viewDidDisappear() {
    viewModel.viewDidDisappear(isLeaving: isMovingFromParent)
  }

  /// The binding, as on every MVVM screen here (see `GreetingViewController`).
  override func updateProperties() {
    let state = viewModel.state
    if state.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    messageLabel.text = state.message
    retryButton.isHidden = !state.showsRetry
    // The list asks the data source, which reads the rows: inside `updateProperties()`, so
    // they are tracked too.
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    viewModel.state.rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: viewModel.state.rows[row].title)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    viewModel.rowSelected(at: row)
  }
}
