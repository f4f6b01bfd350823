import ViewKit

/// What the subjects view tells its delegate, the view controller: what the user did on it.
@MainActor
protocol SubjectsViewDelegate: AnyObject {
  func retryTapped()
  func rowSelected(at row: Int)
}

/// MVVM without binding's subjects view: it owns the spinner, message, list and Retry button,
/// shows the view model it is handed, a cell per cell view model, and passes taps and selections
/// to its delegate. It decides nothing and observes nothing.
final class SubjectsView: View, ListViewDataSource, ListViewDelegate {
  /// The view holds its delegate weakly: the view controller owns the view.
  weak var delegate: (any SubjectsViewDelegate)?
  private(set) var viewModel = SubjectsViewModel()

  private let spinner = ActivityIndicator()
  private let messageLabel = Label()
  private let listView = ListView()
  private let retryButton = Button(title: "Retry")

  override init() {
    super.init()
    addSubview(spinner)
    addSubview(messageLabel)
    addSubview(listView)
    addSubview(retryButton)
    listView.dataSource = self
    listView.delegate = self
    retryButton.addAction { [weak self] in self?.delegate?.retryTapped() }
    apply()
  }

  /// Shows `viewModel`: the only way the view changes.
  func update(with viewModel: SubjectsViewModel) {
    self.viewModel = viewModel
    apply()
  }

  private func apply() {
    if viewModel.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    messageLabel.text = viewModel.message
    retryButton.isHidden = !viewModel.showsRetry
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    viewModel.cellViewModels.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: viewModel.cellViewModels[row].title)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    delegate?.rowSelected(at: row)
  }
}
