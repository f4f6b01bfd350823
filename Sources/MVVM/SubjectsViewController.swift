import ViewKit

/// MVVM's view for the subject list: it forwards events to its view model and renders its state.
final class SubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
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
    retryButton.addAction { [weak self] in self?.viewModel.retryTapped() }
    title = viewModel.title
  }

  override func viewWillAppear() {
    viewModel.viewWillAppear()
  }

  override func viewDidDisappear() {
    viewModel.viewDidDisappear(isLeaving: isMovingFromParent)
  }

  override func updateProperties() {
    let state = viewModel.state
    if state.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    messageLabel.text = state.message
    retryButton.isHidden = !state.showsRetry
    // The data source reads the rows inside `updateProperties()`, so they are observed too.
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
