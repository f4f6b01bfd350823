import Observation

/// MVVM with handlers' view model for practising one subject: the prompt the view shows,
/// written once by the data handler, and nothing else.
@Observable
@MainActor
final class PracticeViewModel {
  var prompt: String?
}
