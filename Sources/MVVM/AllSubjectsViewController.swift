import ViewKit

/// MVVM's view for switching subjects: the view controller owns the message and the list,
/// forwards row selections to its view model and renders the view model's state.
final class AllSubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  /// The view owns its view model; the view model holds nothing of the view.
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

  /// The binding, as on every MVVM screen here (see `GreetingViewController`).
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
