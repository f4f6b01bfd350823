import Foundation
import Model

@testable import VIPER

/// Doubles of the All subjects module's roles. None needs the toolkit.

/// Records every title and display model the presenter sends to the view, in order.
final class AllSubjectsViewSpy: AllSubjectsView {
  enum Call: Equatable {
    case display(title: String)
    case display(AllSubjectsDisplayModel)
  }

  private(set) var calls: [Call] = []

  /// The calls since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }

  func display(title: String) {
    calls.append(.display(title: title))
  }

  func display(_ model: AllSubjectsDisplayModel) {
    calls.append(.display(model))
  }
}

/// Records what the presenter asks of the interactor; answers nothing by itself, so a test
/// plays the interactor's answers through the presenter's output methods.
final class AllSubjectsInteractorSpy: AllSubjectsInteractorInput {
  enum Call: Equatable {
    case provideCurriculum
    case switchSubject(Subject)
  }

  private(set) var calls: [Call] = []

  /// The calls since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }

  func provideCurriculum() {
    calls.append(.provideCurriculum)
  }

  func switchSubject(_ subject: Subject) {
    calls.append(.switchSubject(subject))
  }
}

/// Records what the interactor answers, a failure by subject name and reason.
final class AllSubjectsInteractorOutputSpy: AllSubjectsInteractorOutput {
  enum Event: Equatable {
    case provided(Curriculum)
    case switchFailed(String, reason: String)
  }

  private(set) var events: [Event] = []

  /// The events since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeEvents() -> [Event] {
    defer { events = [] }
    return events
  }

  func curriculumProvided(_ curriculum: Curriculum) {
    events.append(.provided(curriculum))
  }

  func switchFailed(_ subject: Subject, error: any Error) {
    events.append(.switchFailed(subject.name, reason: error.localizedDescription))
  }
}
