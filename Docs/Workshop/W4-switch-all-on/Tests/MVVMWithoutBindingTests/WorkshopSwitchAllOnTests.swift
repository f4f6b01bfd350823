import Foundation
import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithoutBinding

/// W4, switch all on, at MVVM without binding's seams: All subjects' data controller alone,
/// switching through a `ControllableService`, and the view model made from its answers as the
/// view controller makes it. The tests read the requests, the answers and the whole view model
/// after each step.
@MainActor
@Suite("MVVMWithoutBinding workshop W4: switch all on", .serialMainLoop)
struct WorkshopSwitchAllOnTests {
  /// Math, Physics and History in high school; none open.
  let service = ControllableService(data: .fixture(open: []))
  let allOff = checked(("Math", false), ("Physics", false), ("History", false))
  let physics = Subject(id: 2, name: "Physics", phases: [.high])

  @Test("W4.1 All subjects offers Switch all on when no subject is on")
  func offersSwitchAllOnWhenNoSubjectIsOn() async throws {
    // Given
    let dataController = makeAllSubjects()

    // Then
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: allOff, showsSwitchAllOn: true))

    // When
    dataController.switchSubject(physics) { _ in }
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: checked(("Math", false), ("Physics", true), ("History", false))))
  }

  @Test("W4.2 Switch all on asks for every subject, and each checkmark flips with its answer")
  func switchAllOnAsksForEverySubject() async throws {
    // Given
    let dataController = makeAllSubjects()
    var answers: [String] = []
    var reports: [SwitchAllOnFailure?] = []

    // When
    dataController.switchAllOn {
      answers.append(Self.outcome($0))
    } finished: {
      reports.append($0)
    }
    await settle()

    // Then: one request per subject, and the curriculum unchanged yet
    #expect(service.pending.map(\.description) == ["switch 1 on", "switch 2 on", "switch 3 on"])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: allOff, showsSwitchAllOn: true))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(answers == ["switched"])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: checked(("Math", true), ("Physics", false), ("History", false))))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(answers == ["switched", "switched", "switched"])
    #expect(reports == [nil])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: checked(("Math", true), ("Physics", true), ("History", true))))
  }

  @Test("W4.3 a failure among them is reported once all have answered")
  func reportsFailuresOnceAllHaveAnswered() async throws {
    // Given
    let dataController = makeAllSubjects()
    var reports: [SwitchAllOnFailure?] = []
    dataController.switchAllOn { _ in
    } finished: {
      reports.append($0)
    }
    await settle()

    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)
    await settle()

    // Then: no report while History waits
    #expect(reports == [])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    let failure = SwitchAllOnFailure(failed: 1, asked: 3, reason: "Network unreachable")
    #expect(reports == [failure])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum).failedToSwitchAllOn(failure)
        == .init(
          message: "Couldn't switch 1 of 3 subjects: Network unreachable",
          cellViewModels: checked(("Math", true), ("Physics", false), ("History", true))))
  }

  // MARK: Helpers

  /// A data controller for the curriculum of the service's data.
  private func makeAllSubjects() -> AllSubjectsDataController {
    AllSubjectsDataController(curriculum: .fixture(service.data), repository: service.repository)
  }

  /// An answer as a test reads it: `switched`, or the error's reason.
  private static func outcome(_ error: (any Error)?) -> String {
    error.map(\.localizedDescription) ?? "switched"
  }
}
