import Model
import ViewKit

/// VIPER's builder for switching subjects, called by the Subjects router.
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
