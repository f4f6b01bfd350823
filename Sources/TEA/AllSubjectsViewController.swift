import ViewKit

/// TEA's view for switching subjects: it sends selections as actions and draws each state.
final class AllSubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  let store: Store<AllSubjectsState, AllSubjectsAction>
  private var rows: [SubjectSwitchRow] = []

  private let messageLabel = Label()
  private let listView = ListView()

  init(store: Store<AllSubjectsState, AllSubjectsAction>) {
    self.store = store
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(messageLabel)
    view.addSubview(listView)
    listView.dataSource = self
    listView.delegate = self
    store.subscribe { [weak self] state in self?.render(state) }
  }

  // MARK: Rendering

  private func render(_ state: AllSubjectsState) {
    title = state.title
    messageLabel.text = state.message
    rows = state.rows
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: rows[row].title, isChecked: rows[row].isChecked)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    store.send(.rowSelected(at: row))
  }
}
