import Model
import ViewKit

/// MVVM with handlers' view controller for switching subjects: it makes the screen's context and
/// handlers when it is made, holds its view, titles the screen, and asks the data handler for
/// the rows once its view has loaded. It decides and draws nothing.
final class AllSubjectsViewController: ViewController {
  /// The view controller owns its context, made with it; the context holds nothing of it.
  let context: AllSubjectsContext
  private let allSubjectsView: AllSubjectsView

  init(curriculum: Curriculum, repository: SubjectRepository) {
    context = AllSubjectsContext(
      dataHandler: AllSubjectsDataHandler(curriculum: curriculum, repository: repository),
      businessHandler: AllSubjectsBusinessHandler())
    allSubjectsView = AllSubjectsView(context: context)
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(allSubjectsView)
    title = "All subjects"
    context.dataHandler.loadRows()
  }
}
