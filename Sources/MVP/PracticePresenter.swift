import Model

/// MVP's presenter for practising one subject: it decides what the screen shows, title included.
@MainActor
final class PracticePresenter {
  weak var view: (any PracticeView)?
  private let subject: Subject

  init(subject: Subject) {
    self.subject = subject
  }

  // MARK: Events

  func viewDidLoad() {
    view?.show(title: subject.name)
    view?.show(prompt: "Practice \(subject.name)")
  }
}
