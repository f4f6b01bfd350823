import Foundation
import Model

@testable import VIPER

/// Doubles of the Subjects module's roles, each standing in for one neighbour of the role under
/// test. None needs the toolkit.

/// Records every title and display model the presenter sends to the view, in order.
final class SubjectsViewSpy: SubjectsView {
  enum Call: Equatable {
    case display(title: String)
    case display(SubjectsDisplayModel)
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

  func display(_ model: SubjectsDisplayModel) {
    calls.append(.display(model))
  }
}

/// Records what the presenter asks of the interactor; answers nothing by itself, so a test
/// plays the interactor's answers through the presenter's output methods.
final class SubjectsInteractorSpy: SubjectsInteractorInput {
  enum Call: Equatable {
    case load
    case cancelLoad
  }

  private(set) var calls: [Call] = []

  /// The calls since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeCalls() -> [Call] {
    defer { calls = [] }
    return calls
  }

  func load() {
    calls.append(.load)
  }

  func cancelLoad() {
    calls.append(.cancelLoad)
  }
}

/// Records where the presenter asks the router to go.
final class SubjectsRouterSpy: SubjectsRouting {
  enum Route: Equatable {
    case practice(Subject)
    case allSubjects(Curriculum)
  }

  private(set) var routes: [Route] = []

  func openPractice(for subject: Subject) {
    routes.append(.practice(subject))
  }

  func openAllSubjects(with curriculum: Curriculum) {
    routes.append(.allSubjects(curriculum))
  }

  /// The routes since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeRoutes() -> [Route] {
    defer { routes = [] }
    return routes
  }
}

/// Records what the interactor answers, a failure by its reason.
final class SubjectsInteractorOutputSpy: SubjectsInteractorOutput {
  enum Event: Equatable {
    case loaded(Curriculum)
    case failed(reason: String)
  }

  private(set) var events: [Event] = []

  /// The events since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeEvents() -> [Event] {
    defer { events = [] }
    return events
  }

  func curriculumLoaded(_ curriculum: Curriculum) {
    events.append(.loaded(curriculum))
  }

  func curriculumFailed(_ error: any Error) {
    events.append(.failed(reason: error.localizedDescription))
  }
}

/// Records the events the view forwards.
final class SubjectsEventHandlerSpy: SubjectsEventHandler {
  enum Event: Equatable {
    case viewDidLoad
    case viewWillAppear
    case viewDidDisappear(isLeaving: Bool)
    case retryTapped
    case rowSelected(Int)
  }

  private(set) var events: [Event] = []

  /// The events since the last take, in order; the spy forgets them. A test takes them after
  /// each step, and sees what that step caused.
  func takeEvents() -> [Event] {
    defer { events = [] }
    return events
  }

  func viewDidLoad() {
    events.append(.viewDidLoad)
  }

  func viewWillAppear() {
    events.append(.viewWillAppear)
  }

  func viewDidDisappear(isLeaving: Bool) {
    events.append(.viewDidDisappear(isLeaving: isLeaving))
  }

  func retryTapped() {
    events.append(.retryTapped)
  }

  func rowSelected(at row: Int) {
    events.append(.rowSelected(row))
  }
}
