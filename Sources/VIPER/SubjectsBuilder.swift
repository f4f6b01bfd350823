import Model
import ViewKit

/// VIPER's builder for the subject list: it makes and joins interactor, router, presenter and view.
@MainActor
enum SubjectsBuilder {
  static func build(repository: SubjectRepository) -> ViewController {
    let interactor = SubjectsInteractor(repository: repository)
    let router = SubjectsRouter(repository: repository)
    let presenter = SubjectsPresenter(interactor: interactor, router: router)
    let view = SubjectsViewController(eventHandler: presenter)
    // Strong one way (view → presenter → interactor and router), weak the other way back.
    presenter.view = view
    interactor.output = presenter
    router.viewController = view
    return view
  }
}
