import Model
import TestSupport
import Testing

@testable import MVVM

/// All subjects at MVVM's seam: the view model alone, switching through a
/// `ControllableService`. The test reads the whole state after each input and each answer.
@MainActor
@Suite("MVVM all-subjects view model")
struct AllSubjectsViewModelTests {
  let service = ControllableService(data: SubjectsTestData.data)

  /// Math and History on, Physics off: the data's records.
  let unchanged = [
    SubjectRow(title: "Math", isChecked: true), SubjectRow(title: "Physics"),
    SubjectRow(title: "History", isChecked: true),
  ]

  @Test("A2 selecting a row switches the subject once the service answers")
  func selectingRowSwitchesSubjectOnceServiceAnswers() async throws {
    // Given
    let viewModel = AllSubjectsViewModel(
      curriculum: SubjectsTestData.curriculum, repository: service.repository)

    // When
    viewModel.rowSelected(at: 1)
    await settle()

    // Then
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    #expect(viewModel.state == .init(rows: unchanged))

    // When
    try service.release(.setStatus)
    await settle()

    // Then
    let physicsOn = [
      SubjectRow(title: "Math", isChecked: true), SubjectRow(title: "Physics", isChecked: true),
      SubjectRow(title: "History", isChecked: true),
    ]
    #expect(viewModel.state == .init(rows: physicsOn))

    // When
    viewModel.rowSelected(at: 0)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    let mathOff = [
      SubjectRow(title: "Math"), SubjectRow(title: "Physics", isChecked: true),
      SubjectRow(title: "History", isChecked: true),
    ]
    #expect(viewModel.state == .init(rows: mathOff))
  }

  @Test("A3 a failed switch keeps the status and shows the error")
  func failedSwitchKeepsStatusAndShowsError() async throws {
    // Given
    let viewModel = AllSubjectsViewModel(
      curriculum: SubjectsTestData.curriculum, repository: service.repository)

    // When
    viewModel.rowSelected(at: 0)
    await settle()
    try service.fail(.setStatus)
    await settle()

    // Then
    #expect(
      viewModel.state
        == .init(rows: unchanged, message: "Couldn't switch Math: Network unreachable"))

    // When
    viewModel.rowSelected(at: 0)
    await settle()
    try service.release(.setStatus)
    await settle()

    // Then
    let mathOff = [
      SubjectRow(title: "Math"), SubjectRow(title: "Physics"),
      SubjectRow(title: "History", isChecked: true),
    ]
    #expect(viewModel.state == .init(rows: mathOff))
  }

  @Test("A5 selecting a row again while its switch waits does nothing")
  func selectingRowAgainWhileSwitchWaitsDoesNothing() async throws {
    // Given
    let viewModel = AllSubjectsViewModel(
      curriculum: SubjectsTestData.curriculum, repository: service.repository)
    viewModel.rowSelected(at: 1)
    await settle()

    // When
    viewModel.rowSelected(at: 1)
    await settle()

    // Then: still the one request
    #expect(service.pending.map(\.description) == ["switch 2 on"])

    // When: another row can still be switched
    viewModel.rowSelected(at: 2)
    await settle()

    // Then: nothing shows until the answers
    #expect(service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
    #expect(viewModel.state == .init(rows: unchanged))

    // When
    service.releaseAll()
    await settle()

    // Then: each checkmark flipped once
    let physicsOnHistoryOff = [
      SubjectRow(title: "Math", isChecked: true), SubjectRow(title: "Physics", isChecked: true),
      SubjectRow(title: "History"),
    ]
    #expect(viewModel.state == .init(rows: physicsOnHistoryOff))
  }
}
