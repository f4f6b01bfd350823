import Foundation
import Model
import Tracing

/// VIPER's presenter for the subject list: presentation logic with no UIKit. View events become
/// use cases and routes; the interactor's answers become display models: loading, error, empty
/// and loaded states, and the rows.
@MainActor
final class SubjectsPresenter: SubjectsEventHandler, SubjectsInteractorOutput {
  // The view owns the presenter, so the presenter holds the view weakly. The presenter owns the
  // interactor and the router: nothing else keeps them alive.
  weak var view: (any SubjectsView)?
  let interactor: any SubjectsInteractorInput
  let router: any SubjectsRouting

  // The last curriculum answered: what each row stands for when it is selected.
  private var curriculum: Curriculum?
  private var shown = SubjectsDisplayModel()

  init(interactor: any SubjectsInteractorInput, router: any SubjectsRouting) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: SubjectsEventHandler

  func viewDidLoad() {
    Trace.hop(.viewController, .presenter)
    view?.display(title: "Subjects")
  }

  func viewWillAppear() {
    Trace.hop(.viewController, .presenter)
    load()
  }

  func viewDidDisappear(isLeaving: Bool) {
    Trace.hop(.viewController, .presenter)
    // Taken off the stack, not merely covered by Practice: nobody wants the load any more.
    if isLeaving { interactor.cancelLoading() }
  }

  func retryTapped() {
    Trace.hop(.viewController, .presenter)
    load()
  }

  func rowSelected(at row: Int) {
    Trace.hop(.viewController, .presenter)
    guard let curriculum else { return }
    let open = curriculum.openSubjects
    // The presenter decides where a row leads; the router knows how to get there.
    if row < open.count {
      router.showPractice(for: open[row])
    } else {
      router.showAllSubjects(of: curriculum)
    }
  }

  // MARK: SubjectsInteractorOutput

  func curriculumLoaded(_ curriculum: Curriculum) {
    Trace.hop(.interactor, .presenter)
    self.curriculum = curriculum
    let open = curriculum.openSubjects
    let rows = open.map { SubjectRow(title: $0.name) }
    show(
      SubjectsDisplayModel(
        message: open.isEmpty ? "No open subjects" : nil,
        rows: rows + [SubjectRow(title: "More")]))
  }

  func curriculumFailed(_ error: any Error) {
    Trace.hop(.interactor, .presenter)
    // Rows shown before the failure stay.
    show(
      SubjectsDisplayModel(
        message: "Couldn't load subjects: \(error.localizedDescription)", showsRetry: true,
        rows: shown.rows))
  }

  // MARK: Showing

  private func load() {
    // The rows stay while loading; the message and Retry go.
    show(SubjectsDisplayModel(isLoading: true, rows: shown.rows))
    interactor.loadCurriculum()
  }

  private func show(_ model: SubjectsDisplayModel) {
    shown = model
    view?.display(model)
  }
}
