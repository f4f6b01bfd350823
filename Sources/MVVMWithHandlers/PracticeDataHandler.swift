import Model

@MainActor
protocol PracticeDataProtocol: AnyObject {
  func loadPrompt()
}

/// MVVM with handlers' data handler for practising one subject: it words the prompt.
@MainActor
final class PracticeDataHandler: PracticeDataProtocol {
  weak var context: PracticeContext?
  private let subject: Subject

  init(subject: Subject) {
    self.subject = subject
  }

  // MARK: PracticeDataProtocol

  func loadPrompt() {
    context?.viewModel.prompt = "Practice \(subject.name)"
  }
}
