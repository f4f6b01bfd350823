import Model

/// TEA's subject list, as data and a pure function: the state the list shows, the actions
/// (what the user did, what happened to the screen, what the service answered) and the reducer
/// that changes the state for each and returns the effects to run: load the curriculum, cancel
/// the load. Which screen is pushed is state too (`destination`): the reducer sets it, the view
/// controller shows it, and going back is an action that clears it.
struct SubjectsState: Equatable {
  /// A screen pushed over the list, with the state it starts from.
  enum Destination: Equatable {
    case practice(PracticeState)
    case allSubjects(AllSubjectsState)
  }

  let title = "Subjects"
  var isLoading = false
  var message: String?
  var showsRetry = false
  /// The last curriculum loaded: what the rows show and what a selection refers to. It stays
  /// while loading again and after a failure, and so do the rows.
  var curriculum: Curriculum?
  var destination: Destination?

  /// The rows, derived from the curriculum so they can never disagree with it: the open
  /// subjects, then More; none before the first load.
  var rows: [SubjectRow] {
    guard let curriculum else { return [] }
    return curriculum.openSubjects.map { SubjectRow(title: $0.name) } + [SubjectRow(title: "More")]
  }
}

/// What happens on the subject list.
enum SubjectsAction: Equatable, Sendable {
  case viewWillAppear
  case viewDidDisappear(isLeaving: Bool)
  case retryTapped
  case rowSelected(at: Int)
  /// The pushed screen went away: the user went back from it.
  case destinationDismissed
  case curriculumLoaded(Result<Curriculum, ServiceFailure>)
}

/// The subject list's reducer. The repository is the reducer's, given when the screen is made;
/// only the effects it returns use it.
@MainActor
struct SubjectsReducer {
  let repository: SubjectRepository

  func reduce(_ state: inout SubjectsState, _ action: SubjectsAction) -> Effect<SubjectsAction> {
    switch action {
    case .viewWillAppear:
      return load(&state)

    case .viewDidDisappear(let isLeaving):
      // Leaving for good: whatever is still loading is for nobody. Covered by a pushed screen,
      // the list stays and reloads when it appears again.
      return isLeaving ? .cancel(.load) : .none

    case .retryTapped:
      return load(&state)

    case .rowSelected(let row):
      guard let curriculum = state.curriculum else { return .none }
      let open = curriculum.openSubjects
      // The rows are the open subjects, then More: any other index is no row, and does nothing.
      guard (0...open.count).contains(row) else { return .none }
      // Deciding where a row leads is the reducer's job; pushing the screen is the view's.
      if row < open.count {
        state.destination = .practice(PracticeState(subject: open[row]))
      } else {
        state.destination = .allSubjects(AllSubjectsState(curriculum: curriculum))
      }
      return .none

    case .destinationDismissed:
      state.destination = nil
      return .none

    case .curriculumLoaded(.success(let curriculum)):
      state.isLoading = false
      state.curriculum = curriculum
      state.message = curriculum.openSubjects.isEmpty ? "No open subjects" : nil
      return .none

    case .curriculumLoaded(.failure(let failure)):
      // The rows shown before the failure stay: the curriculum does.
      state.isLoading = false
      state.message = "Couldn't load subjects: \(failure.reason)"
      state.showsRetry = true
      return .none
    }
  }

  // MARK: Helpers

  private func load(_ state: inout SubjectsState) -> Effect<SubjectsAction> {
    // The rows already shown stay while loading; the message and Retry go.
    state.isLoading = true
    state.message = nil
    state.showsRetry = false
    // One load at a time: the store cancels a load still running when this one starts.
    return .run(id: .load) { [repository] in
      do {
        return .curriculumLoaded(.success(try await repository.curriculum()))
      } catch {
        return .curriculumLoaded(.failure(ServiceFailure(error)))
      }
    }
  }
}

extension EffectID {
  /// The subject list's load: one at a time.
  static let load = EffectID("load")
}

/// One row of the subject list as the view shows it: an open subject's name, or `More`. Display
/// text only: the view never sees an entity.
struct SubjectRow: Equatable {
  let title: String
}
