import Model
import ViewKit

/// MVVM with handlers' view controller for the subject list: it makes the screen's context and
/// handlers when it is made, holds its view, titles the screen, and passes its lifecycle events
/// to the business handler. It decides and draws nothing.
final class SubjectsViewController: ViewController {
  /// The view controller owns its context, made with it; the context holds nothing of it.
  let context: SubjectsContext
  private let subjectsView: SubjectsView

  init(repository: SubjectRepository) {
    let businessHandler = SubjectsBusinessHandler()
    context = SubjectsContext(
      dataHandler: SubjectsDataHandler(repository: repository), businessHandler: businessHandler)
    subjectsView = SubjectsView(context: context)
    super.init()
    // The business handler pushes from this controller, which it holds weakly.
    businessHandler.controller = self
  }

  override func viewDidLoad() {
    view.addSubview(subjectsView)
    title = "Subjects"
  }

  override func viewWillAppear() {
    context.businessHandler.viewWillAppear()
  }

  override func viewDidDisappear() {
    context.businessHandler.viewDidDisappear(isLeaving: isMovingFromParent)
  }
}
