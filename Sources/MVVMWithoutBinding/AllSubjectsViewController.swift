import Model
import ViewKit

/// MVVM without binding's view controller for switching subjects: it asks its data controller.
final class AllSubjectsViewController: ViewController, AllSubjectsViewDelegate {
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
    guard offered.indices.contains(row) else { return }
    let subject = offered[row]
    // The checkmark flips only once the service has answered: until then the view stays.
    dataController.switchSubject(subject) { [weak self] error in
      self?.switchAnswered(subject, error)
    }
  }

  // MARK: Answers

  private func switchAnswered(_ subject: Subject, _ error: (any Error)?) {
    if let error {
      allSubjectsView.update(with: allSubjectsView.viewModel.failedToSwitch(subject, error))
    } else {
      allSubjectsView.update(with: .make(from: dataController.curriculum))
    }
  }
}
