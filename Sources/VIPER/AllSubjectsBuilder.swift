import Model
import ViewKit

/// VIPER's builder for switching subjects: the one place the module is assembled. The
/// Subjects router calls it with the curriculum the list last loaded.
@MainActor
enum AllSubjectsBuilder {
  static func build(curriculum: Curriculum, repository: SubjectRepository) -> ViewController {
    let interactor = AllSubjectsInteractor(curriculum: curriculum, repository: repository)
    let presenter = AllSubjectsPresenter(interactor: interactor)
    let view = AllSubjectsViewController(eventHandler: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
