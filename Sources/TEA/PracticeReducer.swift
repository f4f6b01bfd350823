import Model

/// TEA's practice screen, as data: its title and prompt, worded from the subject. Nothing on
/// this screen happens yet, so it has no actions, and with nothing to reduce no reducer and no
/// store: its view controller is given this state and draws it once. The first action the
/// screen gets brings the reducer into this file and a store into its view controller, in the
/// shape the other screens have.
struct PracticeState: Equatable {
  let title: String
  let prompt: String

  init(subject: Subject) {
    title = subject.name
    prompt = "Practice \(subject.name)"
  }
}
