import ViewKit

/// MVVM with handlers' All subjects view: it observes the view model and sends selections on.
final class AllSubjectsView: View, ListViewDataSource, ListViewDelegate {
  let context: AllSubjectsContext

  private let messageLabel = Label()
  private let listView = ListView()

  init(context: AllSubjectsContext) {
    self.context = context
    super.init()
    addSubview(messageLabel)
    addSubview(listView)
    listView.dataSource = self
    listView.delegate = self
  }

  override func updateProperties() {
    messageLabel.text = context.viewModel.state.message
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    context.viewModel.state.rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(
      title: context.viewModel.state.rows[row].title,
      isChecked: context.viewModel.state.rows[row].isChecked)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    context.businessHandler.rowSelected(at: row)
  }
}
