import ViewKit

/// What the All subjects view tells its delegate, the view controller: which row was selected.
@MainActor
protocol AllSubjectsViewDelegate: AnyObject {
  func rowSelected(at row: Int)
}

/// MVVM without binding's All subjects view: it owns the message and the list, shows the view
/// model it is handed, a cell per cell view model, and passes selections to its delegate.
final class AllSubjectsView: View, ListViewDataSource, ListViewDelegate {
  /// The view holds its delegate weakly: the view controller owns the view.
  weak var delegate: (any AllSubjectsViewDelegate)?
  /// What the view shows now: the last view model it was handed.
  private(set) var viewModel = AllSubjectsViewModel()

  private let messageLabel = Label()
  private let listView = ListView()

  override init() {
    super.init()
    addSubview(messageLabel)
    addSubview(listView)
    listView.dataSource = self
    listView.delegate = self
  }

  /// Shows `viewModel`: the only way the view changes.
  func update(with viewModel: AllSubjectsViewModel) {
    self.viewModel = viewModel
    messageLabel.text = viewModel.message
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    viewModel.cellViewModels.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(
      title: viewModel.cellViewModels[row].title, isChecked: viewModel.cellViewModels[row].isChecked
    )
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    delegate?.rowSelected(at: row)
  }
}
