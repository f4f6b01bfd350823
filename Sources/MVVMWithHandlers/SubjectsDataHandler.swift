import Foundation
import Model

@MainActor
protocol SubjectsDataProtocol: AnyObject {
  var repository: SubjectRepository { get }
  var curriculum: Curriculum? { get }
  func load()
  func cancelLoad()
}

/// MVVM with handlers' data handler for the subject list: it loads and writes each step as state.
/// It owns the stale-answer rule and the cancellation.
@MainActor
final class SubjectsDataHandler: SubjectsDataProtocol {
  weak var context: SubjectsContext?
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
    viewModel.state = .init(
      message: "Couldn't load subjects: \(error.localizedDescription)",
      rows: viewModel.state.rows, showsRetry: true)
  }
}
