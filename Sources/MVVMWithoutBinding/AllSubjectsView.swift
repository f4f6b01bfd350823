import ViewKit

@MainActor
protocol AllSubjectsViewDelegate: AnyObject {
  func rowSelected(at row: Int)
}

/// MVVM without binding's All subjects view: it shows the view model it is handed.
final class AllSubjectsView: View, ListViewDataSource, ListViewDelegate {
  weak var delegate: (any AllSubjectsViewDelegate)?
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
