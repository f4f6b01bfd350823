import ViewKit

/// MVP's view for switching subjects, played by a view controller: it shows what it is told.
final class AllSubjectsViewController: ViewController, AllSubjectsView, ListViewDataSource,
  ListViewDelegate
{
  let presenter: AllSubjectsPresenter
  private var rows: [SubjectSwitchRow] = []

  private let messageLabel = Label()
  private let listView = ListView()

  init(presenter: AllSubjectsPresenter) {
    self.presenter = presenter
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(messageLabel)
    view.addSubview(listView)
    listView.dataSource = self
    listView.delegate = self
    presenter.viewDidLoad()
  }

  // MARK: AllSubjectsView

  func show(title: String) {
    self.title = title
  }

  func showMessage(_ text: String?) {
    messageLabel.text = text
  }

  func show(rows: [SubjectSwitchRow]) {
    self.rows = rows
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
    presenter.rowSelected(at: row)
  }
}
