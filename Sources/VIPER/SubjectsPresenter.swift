import Foundation
import Model

/// VIPER's presenter for the subject list: presentation logic with no UIKit. View events become
/// use cases and routes; the interactor's answers become display models: the title, the
/// loading, error, empty and loaded states, and the rows.
@MainActor
final class SubjectsPresenter: SubjectsEventHandler, SubjectsInteractorOutput {
  /// The presenter holds the view weakly: the view controller owns the presenter.
  weak var view: (any SubjectsView)?
  /// The presenter owns the interactor and the router: nothing else keeps them alive.
  let interactor: any SubjectsInteractorInput
  let router: any SubjectsRouting

  /// The last curriculum shown: the rows on screen, and what a selection refers to.
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
    // Leaving for good: whatever is still loading is for nobody. Covered by a pushed screen,
    // the list stays and reloads when it appears again.
    if isLeaving { interactor.cancelLoad() }
  }

  func retryTapped() {
    load()
  }

  func rowSelected(at row: Int) {
    guard let curriculum else { return }
    let open = curriculum.openSubjects
    // The rows are the open subjects, then More: any other index is no row, and does nothing.
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
    // Rows shown before the failure stay.
    show(
      SubjectsDisplayModel(
        message: "Couldn't load subjects: \(error.localizedDescription)", rows: shown.rows,
        showsRetry: true))
  }

  // MARK: Helpers

  private func load() {
    // The rows already shown stay while loading; the message and Retry go.
    show(SubjectsDisplayModel(isLoading: true, rows: shown.rows))
    interactor.load()
  }

  private func show(_ model: SubjectsDisplayModel) {
    shown = model
    view?.display(model)
  }
}
