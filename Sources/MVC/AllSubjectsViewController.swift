import Foundation
import Model
import ViewKit

/// MVC's controller for switching subjects on and off: it owns the list and asks for each switch.
final class AllSubjectsViewController: ViewController, ListViewDataSource, ListViewDelegate {
  private let repository: SubjectRepository
  private var curriculum: Curriculum
  /// The subjects whose switch the service has not answered yet.
  private var switching: Set<Subject.ID> = []

  private let messageLabel = Label()
  private let listView = ListView()

  init(curriculum: Curriculum, repository: SubjectRepository) {
    self.curriculum = curriculum
    self.repository = repository
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(messageLabel)
    view.addSubview(listView)
    listView.dataSource = self
    listView.delegate = self
    title = "All subjects"
    listView.reloadData()
  }

  // MARK: Events

  private func rowSelected(at row: Int) {
    guard curriculum.offered.indices.contains(row) else { return }
    let subject = curriculum.offered[row]
    // A waiting row ignores a new selection: until the answer, it would ask for the same status.
    guard switching.insert(subject.id).inserted else { return }
    let status = curriculum.status(of: subject.id).toggled
    // The checkmark flips only once the service has answered: the model is the truth.
    Task { [weak self, repository] in
      do {
        try await repository.setStatus(status, forSubject: subject.id)
        self?.switched(subject, to: status)
      } catch {
        self?.failedToSwitch(subject, error)
      }
    }
  }

  // MARK: Answers

  private func switched(_ subject: Subject, to status: SubjectStatus) {
    switching.remove(subject.id)
    curriculum = curriculum.setting(status, for: subject.id)
    // A switch that went through clears an earlier failure's message.
    messageLabel.text = nil
    listView.reloadData()
  }

  private func failedToSwitch(_ subject: Subject, _ error: any Error) {
    switching.remove(subject.id)
    messageLabel.text = "Couldn't switch \(subject.name): \(error.localizedDescription)"
  }

  // MARK: ListViewDataSource

  func numberOfRows(in listView: ListView) -> Int {
    curriculum.offered.count
  }

  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
    let subject = curriculum.offered[row]
    return ListCell(title: subject.name, isChecked: curriculum.status(of: subject.id) == .on)
  }

  // MARK: ListViewDelegate

  func listView(_ listView: ListView, didSelectRowAt row: Int) {
    rowSelected(at: row)
  }
}
