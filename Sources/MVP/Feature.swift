import Model
import ViewKit

/// MVP's entry: the greeting and the subject list. Each screen is made here, a presenter and a view
/// controller connected to each other: the list's view gets the functions that make the screens
/// after it.
@MainActor
public enum Feature {
  public static func makeGreetingScreen(person: Person) -> ViewController {
    let presenter = GreetingPresenter(person: person)
    let controller = GreetingViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    let presenter = SubjectsPresenter(repository: repository)
    let controller = SubjectsViewController(
      presenter: presenter,
      makePracticeScreen: { subject in makePracticeScreen(subject: subject) },
      makeAllSubjectsScreen: { curriculum in
        makeAllSubjectsScreen(curriculum: curriculum, repository: repository)
      })
    presenter.view = controller
    return controller
  }

  private static func makePracticeScreen(subject: Subject) -> ViewController {
    let presenter = PracticePresenter(subject: subject)
    let controller = PracticeViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  private static func makeAllSubjectsScreen(
    curriculum: Curriculum, repository: SubjectRepository
  ) -> ViewController {
    let presenter = AllSubjectsPresenter(curriculum: curriculum, repository: repository)
    let controller = AllSubjectsViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }
}
