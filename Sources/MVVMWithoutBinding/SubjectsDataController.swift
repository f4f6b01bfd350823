import Model

/// MVVM without binding's data controller for the subject list: the view-related data controller
/// of the pattern. It asks the Model's `SubjectRepository`, which combines the three services'
/// answers, keeps the curriculum the screen's view model is made from, and calls its completion
/// once, when everything has answered or something has failed: never with half the data. It owns the
/// stale-answer rule and the cancellation: a newer request outdates an older one, and an
/// outdated or cancelled request never completes.
@MainActor
final class SubjectsDataController {
  /// The view controller passes it on to All subjects' data controller, which switches
  /// subjects through it.
  let repository: SubjectRepository
  /// The last curriculum loaded: All subjects starts from it.
  private(set) var curriculum: Curriculum?
  private var loading: Task<Void, Never>?

  init(repository: SubjectRepository) {
    self.repository = repository
  }

  /// The subjects open for the learner's phase, in catalogue order, from the last curriculum
  /// loaded: the rows of the list. Empty until a request has completed.
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

  /// Stops the load in progress: it will not complete.
  func cancelLoad() {
    loading?.cancel()
  }
}
