import ViewKit

/// MVVM with handlers' subjects view: it owns the spinner, message, list and Retry button,
/// shows the view model's state whenever it changes, and sends taps and selections to the
/// business handler. It decides nothing.
final class SubjectsView: View, ListViewDataSource, ListViewDelegate {
  /// The view holds the context, as the view controller does: the context holds no view.
  let context: SubjectsContext

  private let spinner = ActivityIndicator()
  private let messageLabel = Label()
  private let listView = ListView()
  private let retryButton = Button(title: "Retry")

  init(context: SubjectsContext) {
    self.context = context
    super.init()
    addSubview(spinner)
    addSubview(messageLabel)
    addSubview(listView)
    addSubview(retryButton)
    listView.dataSource = self
    listView.delegate = self
    // The button holds its action and the view owns the button: the action holds the view
    // weakly.
    retryButton.addAction { [weak self] in self?.context.businessHandler.retryTapped() }
  }

  /// The observation, as on every view here (see `GreetingView`).
  override func updateProperties() {
    let state = context.viewModel.state
    if state.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    messageLabel.text = state.message
    retryButton.isHidden = !state.showsRetry
    // The list asks the data source, which reads the rows: inside `updateProperties()`, so
    // they are tracked too.
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    context.viewModel.state.rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: context.viewModel.state.rows[row].title)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    context.businessHandler.rowSelected(at: row)
  }
}
