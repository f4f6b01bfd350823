import Model
import ViewKit

/// MVVM without binding's view controller for switching subjects: it assembles the screen from
/// the All subjects view and its data controller, is the view's delegate, asks the data
/// controller to switch the selected subject, and hands the view a new view model when the
/// switch is answered.
final class AllSubjectsViewController: ViewController, AllSubjectsViewDelegate {
  /// The view controller owns its data controller; the data controller holds nothing of it.
  let dataController: AllSubjectsDataController
  private let allSubjectsView = AllSubjectsView()

  init(curriculum: Curriculum, repository: SubjectRepository) {
    dataController = AllSubjectsDataController(curriculum: curriculum, repository: repository)
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(allSubjectsView)
    allSubjectsView.delegate = self
    title = "All subjects"
    allSubjectsView.update(with: .make(from: dataController.curriculum))
  }

  // MARK: AllSubjectsViewDelegate

  func rowSelected(at row: Int) {
    let offered = dataController.curriculum.offered
    // The rows are the offered subjects: any other index is no row, and does nothing.
    guard offered.indices.contains(row) else { return }
    let subject = offered[row]
    // The checkmark flips only once the service has answered: until then the view stays. The
    // completion holds the view controller weakly: a screen that leaves mid-switch is released.
    dataController.switchSubject(subject) { [weak self] error in
      self?.switchAnswered(subject, error)
    }
  }

  // MARK: Answers

  /// The data controller's completion: `subject` was switched, or failed with `error`.
  private func switchAnswered(_ subject: Subject, _ error: (any Error)?) {
    if let error {
      allSubjectsView.update(with: allSubjectsView.viewModel.failedToSwitch(subject, error))
    } else {
      allSubjectsView.update(with: .make(from: dataController.curriculum))
    }
  }
}
