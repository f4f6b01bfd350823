import Model

/// TEA's practice screen, as data only: it has no action yet, so no reducer and no store. Its view
/// controller draws this state once.
struct PracticeState: Equatable {
  let title: String
  let prompt: String

  init(subject: Subject) {
    title = subject.name
    prompt = "Practice \(subject.name)"
  }
}
