import Model
import ViewKit

/// MVVM with handlers' view controller for the subject list: it passes lifecycle events on.
final class SubjectsViewController: ViewController {
  let context: SubjectsContext
  private let subjectsView: SubjectsView

  init(repository: SubjectRepository) {
    let businessHandler = SubjectsBusinessHandler()
    context = SubjectsContext(
      dataHandler: SubjectsDataHandler(repository: repository), businessHandler: businessHandler)
    subjectsView = SubjectsView(context: context)
    super.init()
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
