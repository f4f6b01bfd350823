import Model
import ViewKit

/// MVVM with handlers' view controller for switching subjects: it makes the context and its view.
final class AllSubjectsViewController: ViewController {
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
