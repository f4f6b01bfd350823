import Observation

/// MVVM with handlers' view model for practising one subject: the prompt, written once.
@Observable
@MainActor
final class PracticeViewModel {
  var prompt: String?
}
