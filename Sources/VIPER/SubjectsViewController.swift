import ViewKit

/// VIPER's view for the subject list: passive. It lays out spinner, message, list and Retry,
/// forwards what happened to its event handler and shows the title and display model it is
/// given, rows included: it feeds the list from the model, not from entities.
final class SubjectsViewController: ViewController, SubjectsView, ListViewDataSource,
  ListViewDelegate
{
  /// The view owns its presenter, as its event handler; the presenter holds the view back
  /// weakly.
  let eventHandler: any SubjectsEventHandler
  /// What the presenter last asked to show; applied again once the view has loaded.
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
    // The empty model until the presenter's first: no Retry, even on a view loaded but not yet
    // on screen.
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
