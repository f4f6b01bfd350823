import Model

/// MVP's presenter for practising one subject: it turns the subject into the screen's title
/// and prompt. Small, but it keeps MVP's rule: the presenter decides what the screen shows, its
/// title included.
@MainActor
final class PracticePresenter {
  /// The presenter holds the view weakly: the view controller owns the presenter.
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
