import Model

/// What the practice screen's data handler does for the other parties: word the prompt.
@MainActor
protocol PracticeDataProtocol: AnyObject {
  /// Writes the prompt for the subject into the view model.
  func loadPrompt()
}

/// MVVM with handlers' data handler for practising one subject: it words the prompt from the
/// subject and writes it into the view model. It knows no view and no toolkit.
@MainActor
final class PracticeDataHandler: PracticeDataProtocol {
  /// The handler holds its context weakly: the context owns the handler.
  weak var context: PracticeContext?
  /// The screen's data: the subject, given by the screen that pushed this one.
  private let subject: Subject

  init(subject: Subject) {
    self.subject = subject
  }

  // MARK: PracticeDataProtocol

  func loadPrompt() {
    context?.viewModel.prompt = "Practice \(subject.name)"
  }
}
