import Model
import ViewKit

/// MVP's view for the subject list, played by a view controller: it lays out a spinner, a
/// message, a list and a Retry button, forwards every event to its presenter and applies the
/// presenter's commands. When told to open a screen, it builds it with the function the wiring
/// gave it and pushes it.
final class SubjectsViewController: ViewController, SubjectsView, ListViewDataSource,
  ListViewDelegate
{
  let presenter: SubjectsPresenter
  /// What the presenter last said to show; the list reads its cells from here.
  private var rows: [SubjectRow] = []
  /// How to build the screens the list opens, given by the wiring: the view knows how to open a
  /// screen, the presenter only when, and no service passes through the view.
  private let makePracticeScreen: (Subject) -> ViewController
  private let makeAllSubjectsScreen: (Curriculum) -> ViewController

  private let spinner = ActivityIndicator()
  private let messageLabel = Label()
  private let listView = ListView()
  private let retryButton = Button(title: "Retry")

  init(
    presenter: SubjectsPresenter,
    makePracticeScreen: @escaping (Subject) -> ViewController,
    makeAllSubjectsScreen: @escaping (Curriculum) -> ViewController
  ) {
    self.presenter = presenter
    self.makePracticeScreen = makePracticeScreen
    self.makeAllSubjectsScreen = makeAllSubjectsScreen
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(spinner)
    view.addSubview(messageLabel)
    view.addSubview(listView)
    view.addSubview(retryButton)
    listView.dataSource = self
    listView.delegate = self
    retryButton.isHidden = true
    retryButton.addAction { [weak self] in self?.presenter.retryTapped() }
    presenter.viewDidLoad()
  }

  override func viewWillAppear() {
    presenter.viewWillAppear()
  }

  override func viewDidDisappear() {
    presenter.viewDidDisappear(isLeaving: isMovingFromParent)
  }

  // MARK: SubjectsView

  func show(title: String) {
    self.title = title
  }

  func showLoading(_ isLoading: Bool) {
    if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
  }

  func showMessage(_ text: String?) {
    messageLabel.text = text
  }

  func show(rows: [SubjectRow]) {
    self.rows = rows
    listView.reloadData()
  }

  func showRetry(_ isVisible: Bool) {
    retryButton.isHidden = !isVisible
  }

  func openPractice(for subject: Subject) {
    navigationController?.pushViewController(makePracticeScreen(subject))
  }

  func openAllSubjects(with curriculum: Curriculum) {
    navigationController?.pushViewController(makeAllSubjectsScreen(curriculum))
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    rows.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    ListCell(title: rows[row].title)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    presenter.rowSelected(at: row)
  }
}
