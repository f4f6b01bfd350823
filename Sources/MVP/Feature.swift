import Model
import ViewKit

/// The one place where the MVP variant is wired: each screen is a presenter and a view
/// controller, made here and connected here. The runner and the conformance suite build the
/// first screens through the public entries; the list builds the next ones through the others.
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
