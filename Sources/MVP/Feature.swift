import Model
import ViewKit

/// The MVP variant's public entry: the first screen of each flow, the greeting and the subject
/// list. The runner and the conformance suite open the variant only through here; every pattern
/// target has this file, with this signature. Every MVP screen is made here, a presenter and a view
/// controller connected to each other: the list's view gets the functions that make the screens
/// after it.
@MainActor
public enum Feature {
  /// The greeting screen for `person`.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    let presenter = GreetingPresenter(person: person)
    let controller = GreetingViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  /// The subject list, which loads through `repository` and leads to Practice and All subjects.
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

  /// A practice screen for `subject`, opened from the subject list.
  private static func makePracticeScreen(subject: Subject) -> ViewController {
    let presenter = PracticePresenter(subject: subject)
    let controller = PracticeViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }

  /// All subjects of `curriculum`, switched through `repository`; opened from the subject list.
  private static func makeAllSubjectsScreen(
    curriculum: Curriculum, repository: SubjectRepository
  ) -> ViewController {
    let presenter = AllSubjectsPresenter(curriculum: curriculum, repository: repository)
    let controller = AllSubjectsViewController(presenter: presenter)
    presenter.view = controller
    return controller
  }
}
