import Foundation
import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithoutBinding

/// All subjects at this pattern's seams: the data controller alone, switching through a
/// `ControllableService`, and the view model made from its answers as the view controller makes
/// it. After each step the tests read the requests, the completions that step called and the
/// whole view model.
@MainActor
@Suite("MVVMWithoutBinding AllSubjectsDataController", .serialMainLoop)
struct AllSubjectsDataControllerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let unchanged = checked(("Math", true), ("Physics", false), ("History", true))
  let math = Subject(id: 1, name: "Math", phases: [.high])
  let physics = Subject(id: 2, name: "Physics", phases: [.high])
  let history = Subject(id: 3, name: "History", phases: [.high])

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let dataController = makeAllSubjects()
    let completions = CompletionLog()

    // When
    dataController.switchSubject(physics) { completions.append(Self.outcome($0)) }
    await settle()

    // Then: the service is asked, the curriculum is unchanged yet
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(completions.take() == [])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum) == .init(cellViewModels: unchanged)
    )

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(completions.take() == ["switched"])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: checked(("Math", true), ("Physics", true), ("History", true))))

    // When
    dataController.switchSubject(math) { completions.append(Self.outcome($0)) }
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(completions.take() == ["switched"])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: checked(("Math", false), ("Physics", true), ("History", true))))
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() async throws {
    // Given
    let dataController = makeAllSubjects()
    let shown = AllSubjectsViewModel.make(from: dataController.curriculum)
    let completions = CompletionLog()

    // When
    dataController.switchSubject(math) { completions.append(Self.outcome($0)) }
    await settle()
    try service.fail(.setStatus)
    await settle()

    // Then: the error, the same curriculum, and a message over the same cells
    #expect(completions.take() == ["Network unreachable"])
    #expect(AllSubjectsViewModel.make(from: dataController.curriculum) == shown)
    #expect(
      shown.failedToSwitch(math, ServiceError.unreachable)
        == .init(message: "Couldn't switch Math: Network unreachable", cellViewModels: unchanged))

    // When
    dataController.switchSubject(math) { completions.append(Self.outcome($0)) }
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then: the view model made from the switched curriculum has no message.
    #expect(completions.take() == ["switched"])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: checked(("Math", false), ("Physics", false), ("History", true))))
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    let dataController = makeAllSubjects()
    let completions = CompletionLog()
    dataController.switchSubject(physics) { completions.append("Physics: \(Self.outcome($0))") }
    await settle()

    // When
    dataController.switchSubject(physics) { completions.append("Physics: \(Self.outcome($0))") }
    await settle()

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another subject can still be switched
    dataController.switchSubject(history) { completions.append("History: \(Self.outcome($0))") }
    await settle()

    // Then: nothing switched before the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(completions.take() == [])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum) == .init(cellViewModels: unchanged)
    )

    // When
    service.releaseAll()
    await settle()

    // Then: each switched once
    #expect(completions.take() == ["Physics: switched", "History: switched"])
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum)
        == .init(cellViewModels: checked(("Math", true), ("Physics", true), ("History", false))))
  }

  @Test("A6 a row can be switched again once its switch is answered or has failed")
  func rowCanBeSwitchedAgainOnceItsSwitchIsOver() async throws {
    // Given: Physics switched on
    let dataController = makeAllSubjects()
    dataController.switchSubject(physics) { _ in }
    await settle()
    try service.release(.setStatus)
    await settle()

    // When
    dataController.switchSubject(physics) { _ in }
    await settle()

    // Then: a new request, to switch it back off
    #expect(service.pending.map(\.description) == ["switch 2 off"])

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    #expect(
      AllSubjectsViewModel.make(from: dataController.curriculum) == .init(cellViewModels: unchanged)
    )

    // When: a switch of Math fails, and Math is switched again
    dataController.switchSubject(math) { _ in }
    await settle()
    try service.fail(.setStatus)
    await settle()
    dataController.switchSubject(math) { _ in }
    await settle()

    // Then: a new request too
    #expect(service.pending.map(\.description) == ["switch 1 off"])
  }

  // MARK: Helpers

  /// A data controller for the curriculum of the service's data.
  private func makeAllSubjects() -> AllSubjectsDataController {
    AllSubjectsDataController(curriculum: .fixture(service.data), repository: service.repository)
  }

  /// A completion as a test reads it: `switched`, or the error's reason.
  private static func outcome(_ error: (any Error)?) -> String {
    error.map(\.localizedDescription) ?? "switched"
  }
}

/// Cell view models of All subjects, by title and checkmark.
func checked(_ rows: (String, Bool)...) -> [SubjectSwitchCellViewModel] {
  rows.map { SubjectSwitchCellViewModel(title: $0.0, isChecked: $0.1) }
}
