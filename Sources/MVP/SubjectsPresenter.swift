import Foundation
import Model

/// MVP's presenter for the subject list: it asks the repository for the curriculum, decides
/// the title, the loading, empty and error states and the rows, guards against stale answers,
/// cancels the load when the screen leaves, and says when to open the next screen. The view
/// controller only forwards events here and applies the commands that come back.
@MainActor
final class SubjectsPresenter {
  /// The presenter holds the view weakly: the view controller owns the presenter.
  weak var view: (any SubjectsView)?
  /// The service is injected, so a test hands in a controllable one.
  private let repository: SubjectRepository
  /// The last curriculum shown: the rows on screen, and what a selection refers to.
  private var curriculum: Curriculum?
  private var loading: Task<Void, Never>?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  // MARK: Events

  func viewDidLoad() {
    view?.show(title: "Subjects")
  }

  func viewWillAppear() {
    load()
  }

  func viewDidDisappear(isLeaving: Bool) {
    // Leaving for good: whatever is still loading is for nobody. Covered by a pushed screen,
    // the list stays and reloads when it appears again.
    if isLeaving { loading?.cancel() }
  }

  func retryTapped() {
    load()
  }

  func rowSelected(at row: Int) {
    guard let curriculum else { return }
    let open = curriculum.openSubjects
    // The rows are the open subjects, then More: any other index is no row, and does nothing.
    guard (0...open.count).contains(row) else { return }
    // Deciding where a row leads is the presenter's job; opening the screen is the view's.
    if row < open.count {
      view?.openPractice(for: open[row])
    } else {
      view?.openAllSubjects(with: curriculum)
    }
  }

  // MARK: Answers

  private func curriculumLoaded(_ curriculum: Curriculum) {
    self.curriculum = curriculum
    let open = curriculum.openSubjects
    view?.showLoading(false)
    view?.showMessage(open.isEmpty ? "No open subjects" : nil)
    view?.show(rows: open.map { SubjectRow(title: $0.name) } + [SubjectRow(title: "More")])
  }

  private func curriculumFailed(_ error: any Error) {
    // Rows shown before the failure stay: the view is told nothing about them.
    view?.showLoading(false)
    view?.showMessage("Couldn't load subjects: \(error.localizedDescription)")
    view?.showRetry(true)
  }

  // MARK: Helpers

  private func load() {
    // A newer load replaces an older one, so an old answer can never land after a new one.
    loading?.cancel()
    // The rows already shown stay while loading; the message and Retry go.
    view?.showLoading(true)
    view?.showMessage(nil)
    view?.showRetry(false)
    // The task holds the presenter weakly: a screen that leaves mid-load is released.
    loading = Task { [weak self, repository] in
      do {
        let curriculum = try await repository.curriculum()
        guard !Task.isCancelled else { return }
        self?.curriculumLoaded(curriculum)
      } catch {
        guard !Task.isCancelled else { return }
        self?.curriculumFailed(error)
      }
    }
  }
}
