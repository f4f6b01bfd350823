import ViewKit

/// MVVM's view for switching subjects: it forwards selections and renders its view model's state.
final class AllSubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  let viewModel: AllSubjectsViewModel

  private let messageLabel = Label()
  private let listView = ListView()

  init(viewModel: AllSubjectsViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(messageLabel)
    view.addSubview(listView)
    listView.dataSource = self
    listView.delegate = self
    title = viewModel.title
  }

  override func updateProperties() {
    messageLabel.text = viewModel.state.message
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    viewModel.state.rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(
      title: viewModel.state.rows[row].title, isChecked: viewModel.state.rows[row].isChecked)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    viewModel.rowSelected(at: row)
  }
}
