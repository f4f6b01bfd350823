import ViewKit

/// VIPER's view for switching subjects: passive, it forwards events and shows what it is given.
final class AllSubjectsViewController: ViewController, AllSubjectsView, ListViewDataSource,
  ListViewDelegate
{
  let eventHandler: any AllSubjectsEventHandler
  private var model = AllSubjectsDisplayModel()

  private let messageLabel = Label()
  private let listView = ListView()

  init(eventHandler: any AllSubjectsEventHandler) {
    self.eventHandler = eventHandler
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(messageLabel)
    view.addSubview(listView)
    listView.dataSource = self
    listView.delegate = self
    eventHandler.viewDidLoad()
  }

  // MARK: AllSubjectsView

  func display(title: String) {
    self.title = title
  }

  func display(_ model: AllSubjectsDisplayModel) {
    self.model = model
    apply()
  }

  private func apply() {
    messageLabel.text = model.message
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    model.rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: model.rows[row].title, isChecked: model.rows[row].isChecked)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    eventHandler.rowSelected(at: row)
  }
}
