import Model
import ViewKit

/// MVVM without binding's view controller for practising one subject: one view model, once.
final class PracticeViewController: ViewController {
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
