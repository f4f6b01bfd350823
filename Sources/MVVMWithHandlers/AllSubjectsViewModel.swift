import Observation

/// MVVM with handlers' view model for switching subjects: the data the view shows, as
/// observable state, and nothing else. The data handler writes it; the view observes it.
@Observable
@MainActor
final class AllSubjectsViewModel {
  /// Everything the screen shows below its title, as one value.
  struct State: Equatable {
    var message: String?
    var rows: [SubjectSwitchRow] = []
  }

  var state = State()
}

/// One row of All subjects as the view shows it: an offered subject's name, checkmarked when it
/// is on. Display values only: the view never sees an entity.
struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
