import Model
import ViewKit

/// TEA's entry: the greeting and the subject list, each a view controller given its store.
@MainActor
public enum Feature {
  public static func makeGreetingScreen(person: Person) -> ViewController {
    GreetingViewController(
      store: Store(initialState: GreetingState(), reducer: GreetingReducer(person: person).reduce))
  }

  public static func makeSubjectsScreen(repository: SubjectRepository) -> ViewController {
    SubjectsViewController(
      store: Store(
        initialState: SubjectsState(), reducer: SubjectsReducer(repository: repository).reduce),
      makeScreen: { destination in makeScreen(for: destination, repository: repository) })
  }

  /// The screen the list pushes for `destination`: All subjects with a child store, Practice with
  /// its state alone. The list keeps its copy only to know what it pushed.
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
