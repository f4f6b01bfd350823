import Observation

/// MVVM with handlers' view model for the subject list: what the list shows, as observable state.
@Observable
@MainActor
final class SubjectsViewModel {
  struct State: Equatable {
    var isLoading = false
    var message: String?
    var rows: [SubjectRow] = []
    var showsRetry = false
  }

  var state = State()
}

/// One row of the subject list as the view shows it: an open subject's name, or `More`. Display
/// text only: the view never sees an entity.
struct SubjectRow: Equatable {
  let title: String
}
