import Model

/// MVVM's view model for practising one subject: nothing here changes, so it is not `@Observable`.
@MainActor
final class PracticeViewModel {
  // MARK: Outputs

  let title: String
  let prompt: String

  init(subject: Subject) {
    title = subject.name
    prompt = "Practice \(subject.name)"
  }
}
