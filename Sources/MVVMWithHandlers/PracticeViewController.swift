import Model
import ViewKit

/// MVVM with handlers' view controller for practising one subject: it makes the screen's
/// context and data handler when it is made, holds its view, titles the screen, and asks the
/// data handler for the prompt once its view has loaded.
final class PracticeViewController: ViewController {
  /// The view controller owns its context, made with it; the context holds nothing of it.
  let context: PracticeContext
  private let practiceView: PracticeView
  /// The title's text: the subject, given by the screen that pushed this one.
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
