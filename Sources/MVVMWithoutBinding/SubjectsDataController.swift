import Model

/// MVVM without binding's data controller for the subject list: it loads and completes once, never
/// with half the data. It owns the stale-answer rule and the cancellation.
@MainActor
final class SubjectsDataController {
  let repository: SubjectRepository
  private(set) var curriculum: Curriculum?
  private var loading: Task<Void, Never>?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  var openSubjects: [Subject] {
    curriculum?.openSubjects ?? []
  }

  /// Asks for the curriculum and calls `completion` once, with `nil` when it has loaded (read
  /// `openSubjects` and `curriculum`) or with the error that stopped it. The error alone, as the
  /// pattern's data controllers answer: the data is read from the data controller.
  func load(completion: @escaping @MainActor ((any Error)?) -> Void) {
    // A newer load replaces an older one, so an old answer can never land after a new one.
    loading?.cancel()
    // The task holds the data controller weakly: a screen that leaves mid-load is released.
    loading = Task { [weak self, repository] in
      do {
        let curriculum = try await repository.curriculum()
        guard !Task.isCancelled, let self else { return }
        self.curriculum = curriculum
        completion(nil)
      } catch {
        guard !Task.isCancelled, self != nil else { return }
        completion(error)
      }
    }
  }

  func cancelLoad() {
    loading?.cancel()
  }
}
