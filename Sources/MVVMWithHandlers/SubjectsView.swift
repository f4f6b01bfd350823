import ViewKit

/// MVVM with handlers' subjects view: it shows the state and sends taps to the business handler.
final class SubjectsView: View, ListViewDataSource, ListViewDelegate {
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
    retryButton.addAction { [weak self] in self?.context.businessHandler.retryTapped() }
  }

  override func updateProperties() {
    let state = context.viewModel.state
    if state.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    messageLabel.text = state.message
    retryButton.isHidden = !state.showsRetry
    // The data source reads the rows inside `updateProperties()`, so they are observed too.
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
