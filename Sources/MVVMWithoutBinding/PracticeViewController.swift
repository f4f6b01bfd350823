import Model
import ViewKit

/// MVVM without binding's view controller for practising one subject: it assembles the screen
/// from the practice view and hands it, once, the view model made from the subject.
final class PracticeViewController: ViewController {
  /// The screen's data: the subject, given by the screen that pushed this one.
  private let subject: Subject
  private let practiceView = PracticeView()

  init(subject: Subject) {
    self.subject = subject
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(practiceView)
    title = subject.name
    practiceView.update(with: .make(from: subject))
  }
}
