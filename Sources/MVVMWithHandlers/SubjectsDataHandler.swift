import Foundation
import Model

/// What the subject list's data handler does for the other parties: load, stop loading, and
/// say what it loaded.
@MainActor
protocol SubjectsDataProtocol: AnyObject {
  /// The repository the list loads through, for the screens after it.
  var repository: SubjectRepository { get }
  /// The last curriculum loaded: the rows on screen, and what a selection refers to.
  var curriculum: Curriculum? { get }
  /// Loads the curriculum, writing each step into the view model: loading, then the rows or
  /// the failure.
  func load()
  /// Stops the load in progress: nothing it answers reaches the view model.
  func cancelLoad()
}

/// MVVM with handlers' data handler for the subject list: it asks the Model's
/// `SubjectRepository`, which combines the three services' answers, and shapes each answer into
/// the state the view shows: loading, rows, a message, Retry. It owns the stale-answer rule and
/// the cancellation. It knows no view and no toolkit.
@MainActor
final class SubjectsDataHandler: SubjectsDataProtocol {
  /// The handler holds its context weakly: the context owns the handler.
  weak var context: SubjectsContext?
  /// The service is injected, so a test hands in a controllable one.
  let repository: SubjectRepository
  private(set) var curriculum: Curriculum?
  private var loading: Task<Void, Never>?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  // MARK: SubjectsDataProtocol

  func load() {
    // A newer load replaces an older one, so an old answer can never land after a new one.
    loading?.cancel()
    // The rows already shown stay while loading; the message and Retry go.
    if let viewModel = context?.viewModel {
      viewModel.state = .init(isLoading: true, rows: viewModel.state.rows)
    }
    // The task holds the data handler weakly: a screen that leaves mid-load is released.
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

  func cancelLoad() {
    loading?.cancel()
  }

  // MARK: Answers

  private func curriculumLoaded(_ curriculum: Curriculum) {
    self.curriculum = curriculum
    let open = curriculum.openSubjects
    context?.viewModel.state = .init(
      message: open.isEmpty ? "No open subjects" : nil,
      rows: open.map { SubjectRow(title: $0.name) } + [SubjectRow(title: "More")])
  }

  private func curriculumFailed(_ error: any Error) {
    guard let viewModel = context?.viewModel else { return }
    // Rows shown before the failure stay.
    viewModel.state = .init(
      message: "Couldn't load subjects: \(error.localizedDescription)",
      rows: viewModel.state.rows, showsRetry: true)
  }
}
