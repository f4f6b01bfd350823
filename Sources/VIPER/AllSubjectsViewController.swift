import ViewKit

/// VIPER's view for switching subjects: passive. It lays out a message and a list, forwards
/// what happened to its event handler and shows the title and display model it is given.
final class AllSubjectsViewController: ViewController, AllSubjectsView, ListViewDataSource,
  ListViewDelegate
{
  /// The view owns its presenter, as its event handler; the presenter holds the view back
  /// weakly.
  let eventHandler: any AllSubjectsEventHandler
  /// What the presenter last asked to show. Nothing is shown before it asks: it does so as soon
  /// as it hears that the view loaded, as MVP's presenter does.
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
