import Model
import ViewKit

/// MVVM without binding's view controller for the subject list: it assembles the screen from the
/// subjects view and its data controller, is the view's delegate, asks the data controller for
/// data on appearing and on Retry, and hands the view a new view model at each step. Where a
/// row leads is its decision too, and it pushes the next screen itself.
final class SubjectsViewController: ViewController, SubjectsViewDelegate {
  /// The view controller owns its data controller; the data controller holds nothing of it.
  let dataController: SubjectsDataController
  private let subjectsView = SubjectsView()

  init(repository: SubjectRepository) {
    dataController = SubjectsDataController(repository: repository)
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(subjectsView)
    subjectsView.delegate = self
    title = "Subjects"
  }

  override func viewWillAppear() {
    load()
  }

  override func viewDidDisappear() {
    // Leaving for good, the load is for nobody; a list only covered reloads when it reappears.
    if isMovingFromParent { dataController.cancelLoad() }
  }

  // MARK: SubjectsViewDelegate

  func retryTapped() {
    load()
  }

  func rowSelected(at row: Int) {
    guard let curriculum = dataController.curriculum else { return }
    let open = dataController.openSubjects
    guard (0...open.count).contains(row) else { return }
    if row < open.count {
      push(PracticeViewController(subject: open[row]))
    } else {
      push(AllSubjectsViewController(curriculum: curriculum, repository: dataController.repository))
    }
  }

  // MARK: Answers

  private func loadFinished(_ error: (any Error)?) {
    if let error {
      subjectsView.update(with: subjectsView.viewModel.failed(error))
    } else {
      subjectsView.update(with: .make(from: dataController.openSubjects))
    }
  }

  // MARK: Helpers

  private func load() {
    subjectsView.update(with: subjectsView.viewModel.loading())
    // The completion holds the view controller weakly, so the data controller never keeps it alive.
    dataController.load { [weak self] error in self?.loadFinished(error) }
  }

  private func push(_ screen: ViewController) {
    navigationController?.pushViewController(screen)
  }
}
