import Observation

/// MVVM with handlers' view model for the subject list: the data the view shows, as observable
/// state, and nothing else. The data handler writes it; the view observes it.
@Observable
@MainActor
final class SubjectsViewModel {
  /// Everything the list shows below its title, as one value.
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
