import Model

/// TEA's All subjects, as data and a pure function: a switch is asked for as an effect.
struct AllSubjectsState: Equatable {
  let title = "All subjects"
  var message: String?
  var curriculum: Curriculum
  /// The subjects whose switch the service has not answered yet: state, since the reducer reads it.
  var switching: Set<Subject.ID> = []

  init(curriculum: Curriculum) {
    self.curriculum = curriculum
  }

  var rows: [SubjectSwitchRow] {
    curriculum.offered.map {
      SubjectSwitchRow(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
    }
  }
}

enum AllSubjectsAction: Equatable, Sendable {
  case rowSelected(at: Int)
  case switchAnswered(Subject, Result<SubjectStatus, ServiceFailure>)
}

@MainActor
struct AllSubjectsReducer {
  let repository: SubjectRepository

  func reduce(
    _ state: inout AllSubjectsState, _ action: AllSubjectsAction
  ) -> Effect<AllSubjectsAction> {
    switch action {
    case .rowSelected(let row):
      guard state.curriculum.offered.indices.contains(row) else { return .none }
      let subject = state.curriculum.offered[row]
      // A waiting row ignores a new selection: until the answer, it would ask for the same status.
      guard state.switching.insert(subject.id).inserted else { return .none }
      let status = state.curriculum.status(of: subject.id).toggled
      // The switch has no id: switches run side by side, and one goes on when the screen leaves.
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

/// One row of All subjects as the view shows it: an offered subject's name, checkmarked when on.
struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
