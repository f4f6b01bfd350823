import Foundation
import Model

/// MVP's presenter for the subject list: it loads the curriculum, decides every state and row, owns
/// the stale-answer rule and says when to open the next screen.
@MainActor
final class SubjectsPresenter {
  weak var view: (any SubjectsView)?
  private let repository: SubjectRepository
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
    // Leaving for good, the load is for nobody; a list only covered reloads when it reappears.
    if isLeaving { loading?.cancel() }
  }

  func retryTapped() {
    load()
  }

  func rowSelected(at row: Int) {
    guard let curriculum else { return }
    let open = curriculum.openSubjects
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
