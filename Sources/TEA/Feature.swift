import Model
import ViewKit

/// The TEA variant's public entry: the first screen of each flow, the greeting and the subject
/// list. The runner and the conformance suite open the variant only through here; every pattern
/// target has this file, with this signature. Each screen is a view controller given its store,
/// and each store its reducer and the state it starts from: these two here, and the screens the
/// list pushes, made from the destination its state names.
@MainActor
public enum Feature {
  /// The greeting screen for `person`.
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(
      store: Store(initialState: GreetingState(), reducer: GreetingReducer(person: person).reduce))
  }

  /// The subject list, which loads through `repository` and leads to Practice and All subjects.
  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsViewController(
      store: Store(
        initialState: SubjectsState(), reducer: SubjectsReducer(repository: repository).reduce),
      makeScreen: { destination in makeScreen(for: destination, repository: repository) })
  }

  /// The screen the list pushes for `destination`, starting from the state the list's reducer
  /// chose: All subjects with a store of its own (a child store per pushed screen), Practice,
  /// which has nothing to reduce, with its state alone. From then on that state is the pushed
  /// screen's own: the list keeps its copy only to know what it pushed.
  static func makeScreen(
    for destination: SubjectsState.Destination, repository: SubjectRepository
  ) -> ViewController {
    switch destination {
    case .practice(let state):
      PracticeViewController(state: state)
    case .allSubjects(let state):
      AllSubjectsViewController(
        store: Store(
          initialState: state, reducer: AllSubjectsReducer(repository: repository).reduce))
    }
  }
}
