import Model
import ViewKit

/// MVVM with handlers' view controller for practising one subject: it makes the context.
final class PracticeViewController: ViewController {
  let context: PracticeContext
  private let practiceView: PracticeView
  private let subject: Subject

  init(subject: Subject) {
    self.subject = subject
    context = PracticeContext(dataHandler: PracticeDataHandler(subject: subject))
    practiceView = PracticeView(context: context)
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(practiceView)
    title = subject.name
    context.dataHandler.loadPrompt()
  }
}
