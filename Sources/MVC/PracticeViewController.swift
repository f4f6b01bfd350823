import Model
import ViewKit

/// MVC's controller for practising one subject: it owns a label and fills it from the model.
final class PracticeViewController: ViewController {
  private let subject: Subject

  private let promptLabel = Label()

  init(subject: Subject) {
    self.subject = subject
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(promptLabel)
    title = subject.name
    promptLabel.text = "Practice \(subject.name)"
  }
}
