import Model

/// TEA's subject list, as data and a pure function. Which screen is pushed is state too
/// (`destination`): the reducer sets it, and going back is an action that clears it.
struct SubjectsState: Equatable {
  enum Destination: Equatable {
    case practice(PracticeState)
    case allSubjects(AllSubjectsState)
  }

  let title = "Subjects"
  var isLoading = false
  var message: String?
  var showsRetry = false
  var curriculum: Curriculum?
  var destination: Destination?

  /// The rows, derived from the curriculum so they can never disagree with it.
  var rows: [SubjectRow] {
    guard let curriculum else { return [] }
    return curriculum.openSubjects.map { SubjectRow(title: $0.name) } + [SubjectRow(title: "More")]
  }
}

enum SubjectsAction: Equatable, Sendable {
  case viewWillAppear
  case viewDidDisappear(isLeaving: Bool)
  case retryTapped
  case rowSelected(at: Int)
  case destinationDismissed
  case curriculumLoaded(Result<Curriculum, ServiceFailure>)
}

/// The repository is the reducer's, given when the screen is made; only its effects use it.
@MainActor
struct SubjectsReducer {
  let repository: SubjectRepository

  func reduce(_ state: inout SubjectsState, _ action: SubjectsAction) -> Effect<SubjectsAction> {
    switch action {
    case .viewWillAppear:
      return load(&state)

    case .viewDidDisappear(let isLeaving):
      // Leaving for good, the load is for nobody; a list only covered reloads when it reappears.
      return isLeaving ? .cancel(.load) : .none

    case .retryTapped:
      return load(&state)

    case .rowSelected(let row):
      guard let curriculum = state.curriculum else { return .none }
      let open = curriculum.openSubjects
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
      state.isLoading = false
      state.message = "Couldn't load subjects: \(failure.reason)"
      state.showsRetry = true
      return .none
    }
  }

  // MARK: Helpers

  private func load(_ state: inout SubjectsState) -> Effect<SubjectsAction> {
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
  static let load = EffectID("load")
}

/// One row of the subject list as the view shows it: an open subject's name, or `More`. Display
/// text only: the view never sees an entity.
struct SubjectRow: Equatable {
  let title: String
}
