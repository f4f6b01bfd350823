import Foundation
import Model
import Observation

/// MVVM's view model for the subject list: it turns each answer into the state shown. When a
/// row is selected it asks to open the next screen, through the closures its coordinator gave
/// it: the view model says when, and never sees a view controller.
@Observable
@MainActor
final class SubjectsViewModel {
  struct State: Equatable {
    var isLoading = false
    var message: String?
    var rows: [SubjectRow] = []
    var showsRetry = false
  }

  // MARK: Outputs

  let title = "Subjects"
  private(set) var state = State()
  /// Asks to open Practice for a subject. Set by the coordinator, which shows the screen.
  @ObservationIgnored var openPractice: ((Subject) -> Void)?
  /// Asks to open All subjects with the curriculum the list loaded. Set by the coordinator.
  @ObservationIgnored var openAllSubjects: ((Curriculum) -> Void)?

  private let repository: SubjectRepository
  @ObservationIgnored private var curriculum: Curriculum?
  @ObservationIgnored private var loading: Task<Void, Never>?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  // MARK: Inputs

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
    // Deciding where a row leads is the view model's job; showing the screen is the coordinator's.
    if row < open.count {
      openPractice?(open[row])
    } else {
      openAllSubjects?(curriculum)
    }
  }

  // MARK: Answers

  private func curriculumLoaded(_ curriculum: Curriculum) {
    self.curriculum = curriculum
    let open = curriculum.openSubjects
    state = State(
      message: open.isEmpty ? "No open subjects" : nil,
      rows: open.map { SubjectRow(title: $0.name) } + [SubjectRow(title: "More")])
  }

  private func curriculumFailed(_ error: any Error) {
    state = State(
      message: "Couldn't load subjects: \(error.localizedDescription)", rows: state.rows,
      showsRetry: true)
  }

  // MARK: Helpers

  private func load() {
    // A newer load replaces an older one, so an old answer can never land after a new one.
    loading?.cancel()
    state = State(isLoading: true, rows: state.rows)
    // The task holds the view model weakly: a screen that leaves mid-load is released.
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

/// One row of the subject list as the view shows it: an open subject's name, or `More`. Display
/// text only: the view never sees an entity.
struct SubjectRow: Equatable {
  let title: String
}
