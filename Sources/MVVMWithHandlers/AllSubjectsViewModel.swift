import Observation

/// MVVM with handlers' view model for switching subjects: rows and message, as observable state.
@Observable
@MainActor
final class AllSubjectsViewModel {
  struct State: Equatable {
    var message: String?
    var rows: [SubjectSwitchRow] = []
  }

  var state = State()
}

/// One row of All subjects as the view shows it: an offered subject's name, checkmarked when on.
struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
