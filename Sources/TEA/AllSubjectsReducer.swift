import Model

/// TEA's All subjects, as data and a pure function: the state the screen shows, the actions
/// (a row selected, a switch answered) and the reducer that asks for a switch as an effect and
/// changes the curriculum only once the service has answered.
struct AllSubjectsState: Equatable {
  let title = "All subjects"
  var message: String?
  /// The curriculum the screen works on: it changes only on a switch's answer.
  var curriculum: Curriculum
  /// The subjects whose switch the service has not answered yet. The screen shows nothing for
  /// a waiting switch, but the reducer decides with it, so it is state.
  var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum) {
    self.curriculum = curriculum
  }

  /// The rows, derived from the curriculum: every offered subject, checkmarked when on.
  var rows: [SubjectSwitchRow] {
    curriculum.offered.map {
      SubjectSwitchRow(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
    }
  }
}

/// What happens on All subjects.
enum AllSubjectsAction: Equatable, Sendable {
  case rowSelected(at: Int)
  /// The service answered a switch of `subject`: with the status now in force, or a failure.
  case switchAnswered(Subject, Result<SubjectStatus, ServiceFailure>)
}

/// All subjects' reducer. The repository is the reducer's, given when the screen is made;
/// only the effects it returns use it.
@MainActor
struct AllSubjectsReducer {
  let repository: SubjectRepository

  func reduce(
    _ state: inout AllSubjectsState, _ action: AllSubjectsAction
  ) -> Effect<AllSubjectsAction> {
    switch action {
    case .rowSelected(let row):
      // The rows are the offered subjects: any other index is no row, and does nothing.
      guard state.curriculum.offered.indices.contains(row) else { return .none }
      let subject = state.curriculum.offered[row]
      // A row already waiting ignores another selection: its status comes from the curriculum,
      // which changes only on the answer, so a second request would ask for the same status.
      guard state.switching.insert(subject.id).inserted else { return .none }
      let status = state.curriculum.status(of: subject.id).toggled
      // The switch has no id: switches of different rows run side by side, and one goes on
      // when the screen leaves (the learner asked for it), though nobody hears its answer.
      return .run { [repository] in
        do {
          try await repository.setStatus(status, forSubject: subject.id)
          return .switchAnswered(subject, .success(status))
        } catch {
          return .switchAnswered(subject, .failure(ServiceFailure(error)))
        }
      }

    case .switchAnswered(let subject, .success(let status)):
      state.switching.remove(subject.id)
      state.curriculum = state.curriculum.setting(status, for: subject.id)
      // A switch that went through clears an earlier failure's message.
      state.message = nil
      return .none

    case .switchAnswered(let subject, .failure(let failure)):
      state.switching.remove(subject.id)
      state.message = "Couldn't switch \(subject.name): \(failure.reason)"
      return .none
    }
  }
}

/// One row of All subjects as the view shows it: an offered subject's name, checkmarked when it
/// is on. Display values only: the view never sees an entity.
struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
