import Model

/// VIPER's interactor for the subject list: the use case "load the learner's curriculum". It owns
/// the load task, the stale-answer rule and the cancellation.
@MainActor
final class SubjectsInteractor: SubjectsInteractorInput {
  weak var output: (any SubjectsInteractorOutput)?
  private let repository: SubjectRepository
  private var loading: Task<Void, Never>?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  func load() {
    // A newer load replaces an older one, so an old answer can never land after a new one.
    loading?.cancel()
    // The task holds the interactor weakly: a module that leaves mid-load is released.
    loading = Task { [weak self, repository] in
      do {
        let curriculum = try await repository.curriculum()
        guard !Task.isCancelled else { return }
        self?.output?.curriculumLoaded(curriculum)
      } catch {
        guard !Task.isCancelled else { return }
        self?.output?.curriculumFailed(error)
      }
    }
  }

  func cancelLoad() {
    loading?.cancel()
  }
}
