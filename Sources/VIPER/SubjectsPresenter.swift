import Foundation
import Model

/// VIPER's presenter for the subject list: presentation logic with no UIKit. View events become use
/// cases and routes; answers become display models.
@MainActor
final class SubjectsPresenter: SubjectsEventHandler, SubjectsInteractorOutput {
  weak var view: (any SubjectsView)?
  let interactor: any SubjectsInteractorInput
  let router: any SubjectsRouting

  private var curriculum: Curriculum?
  /// The last display model shown: its rows stay while loading and after a failure.
  private var shown = SubjectsDisplayModel()

  init(interactor: any SubjectsInteractorInput, router: any SubjectsRouting) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: SubjectsEventHandler

  func viewDidLoad() {
    view?.display(title: "Subjects")
  }

  func viewWillAppear() {
    load()
  }

  func viewDidDisappear(isLeaving: Bool) {
    // Leaving for good, the load is for nobody; a list only covered reloads when it reappears.
    if isLeaving { interactor.cancelLoad() }
  }

  func retryTapped() {
    load()
  }

  func rowSelected(at row: Int) {
    guard let curriculum else { return }
    let open = curriculum.openSubjects
    guard (0...open.count).contains(row) else { return }
    // Deciding where a row leads is the presenter's job; getting there is the router's.
    if row < open.count {
      router.openPractice(for: open[row])
    } else {
      router.openAllSubjects(with: curriculum)
    }
  }

  // MARK: SubjectsInteractorOutput

  func curriculumLoaded(_ curriculum: Curriculum) {
    self.curriculum = curriculum
    let open = curriculum.openSubjects
    show(
      SubjectsDisplayModel(
        message: open.isEmpty ? "No open subjects" : nil,
        rows: open.map { SubjectRow(title: $0.name) } + [SubjectRow(title: "More")]))
  }

  func curriculumFailed(_ error: any Error) {
    show(
      SubjectsDisplayModel(
        message: "Couldn't load subjects: \(error.localizedDescription)", rows: shown.rows,
        showsRetry: true))
  }

  // MARK: Helpers

  private func load() {
    show(SubjectsDisplayModel(isLoading: true, rows: shown.rows))
    interactor.load()
  }

  private func show(_ model: SubjectsDisplayModel) {
    shown = model
    view?.display(model)
  }
}
