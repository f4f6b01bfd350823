import Model

/// MVVM's view model for practising one subject: it words the screen's title and prompt from
/// the subject. Nothing on this screen changes, so there is no input and nothing to observe:
/// it is not `@Observable`.
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
