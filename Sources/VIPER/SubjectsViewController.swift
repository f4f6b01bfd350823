import ViewKit

/// VIPER's view for the subject list: passive, it forwards events and shows the display model.
final class SubjectsViewController: ViewController, SubjectsView, ListViewDataSource,
  ListViewDelegate
{
  let eventHandler: any SubjectsEventHandler
  private var model = SubjectsDisplayModel()

  private let spinner = ActivityIndicator()
  private let messageLabel = Label()
  private let listView = ListView()
  private let retryButton = Button(title: "Retry")

  init(eventHandler: any SubjectsEventHandler) {
    self.eventHandler = eventHandler
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(spinner)
    view.addSubview(messageLabel)
    view.addSubview(listView)
    view.addSubview(retryButton)
    listView.dataSource = self
    listView.delegate = self
    retryButton.addAction { [weak self] in self?.eventHandler.retryTapped() }
    apply()
    eventHandler.viewDidLoad()
  }

  override func viewWillAppear() {
    eventHandler.viewWillAppear()
  }

  override func viewDidDisappear() {
    eventHandler.viewDidDisappear(isLeaving: isMovingFromParent)
  }

  // MARK: SubjectsView

  func display(title: String) {
    self.title = title
  }

  func display(_ model: SubjectsDisplayModel) {
    self.model = model
    apply()
  }

  private func apply() {
    if model.isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    messageLabel.text = model.message
    retryButton.isHidden = !model.showsRetry
    listView.reloadData()
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    model.rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: model.rows[row].title)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    eventHandler.rowSelected(at: row)
  }
}
