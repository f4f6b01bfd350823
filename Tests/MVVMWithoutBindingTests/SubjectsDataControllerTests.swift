import Foundation
import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithoutBinding

/// The subject list at this pattern's seams. When the list may show data, which answer wins and
/// what a cancelled load does live in its data controller, so the tests drive the data
/// controller alone, with a `ControllableService` behind the real `SubjectRepository`, and read
/// after each step how often that step made it complete, and with what. What the view shows at
/// each step is the view model factories': the tests make the view model from the data
/// controller's answer, as the view controller does, and compare it whole.
@MainActor
@Suite("MVVMWithoutBinding SubjectsDataController", .serialMainLoop)
struct SubjectsDataControllerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())

  @Test("S1 loads until all three answers arrive")
  func loadsUntilAllThreeAnswersArrive() async throws {
    // Given
    let dataController = SubjectsDataController(repository: service.repository)
    let completions = CompletionLog()

    // When
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // Then: the view shows loading, and the three requests wait.
    #expect(SubjectsViewModel().loading() == .init(isLoading: true))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    try service.release(.records)
    try service.release(.person)
    await settle()

    // Then: two of three answered, and no completion yet.
    #expect(completions.take() == [])

    // When
    try service.release(.subjects)
    await settle()

    // Then: one completion, with the whole data.
    #expect(completions.take() == ["loaded"])
    #expect(dataController.openSubjects.map(\.name) == ["Math", "History"])
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() async {
    // Given
    let dataController = SubjectsDataController(repository: service.repository)
    let completions = CompletionLog()
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(completions.take() == ["loaded"])
    #expect(
      SubjectsViewModel.make(from: dataController.openSubjects)
        == .init(cellViewModels: cells("Math", "History", "More")))
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() async {
    // Given
    let service = ControllableService(data: .fixture(open: []))
    let dataController = SubjectsDataController(repository: service.repository)
    let completions = CompletionLog()
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(completions.take() == ["loaded"])
    #expect(
      SubjectsViewModel.make(from: dataController.openSubjects)
        == .init(message: "No open subjects", cellViewModels: cells("More")))
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() async throws {
    let failure = "Couldn't load subjects: Network unreachable"

    // Given
    let dataController = SubjectsDataController(repository: service.repository)
    let completions = CompletionLog()
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // When
    try service.release(.person)
    try service.fail(.records)
    await settle()

    // Then: one completion, with the error, and the view model words it.
    #expect(completions.take() == ["Network unreachable"])
    #expect(
      SubjectsViewModel().loading().failed(ServiceError.unreachable)
        == .init(message: failure, showsRetry: true))

    // When: the list has loaded once, and fails on loading again.
    let loaded = SubjectsViewModel.make(from: Curriculum.fixture().openSubjects)

    // Then: the cells shown before the failure stay.
    #expect(
      loaded.loading().failed(ServiceError.unreachable)
        == .init(
          message: failure, cellViewModels: cells("Math", "History", "More"),
          showsRetry: true))
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() async throws {
    // Given
    let dataController = SubjectsDataController(repository: service.repository)
    let completions = CompletionLog()
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()
    try service.fail(.person)
    await settle()
    #expect(completions.take() == ["Network unreachable"])

    // When
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // Then: loading again, without the message and Retry.
    let failed = SubjectsViewModel().failed(ServiceError.unreachable)
    #expect(failed.loading() == .init(isLoading: true))
    #expect(completions.take() == [])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(completions.take() == ["loaded"])
    #expect(
      SubjectsViewModel.make(from: dataController.openSubjects)
        == .init(cellViewModels: cells("Math", "History", "More")))
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given: loaded; then a second request is left waiting...
    let dataController = await loadedSubjects()
    let completions = CompletionLog()
    dataController.load { completions.append("second: \(Self.outcome($0))") }
    await settle()
    // ...while Physics is switched on, and a third request starts.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    dataController.load { completions.append("third: \(Self.outcome($0))") }
    await settle()

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = ["Math", "Physics", "History"]
    #expect(completions.take() == ["third: loaded"])
    #expect(dataController.openSubjects.map(\.name) == newest)

    // When: ...and whatever the older request still waits for (without Physics) last.
    service.releaseAll()
    await settle()

    // Then
    #expect(completions.take() == [])
    #expect(dataController.openSubjects.map(\.name) == newest)
  }

  @Test("S7 leaving mid-load delivers nothing")
  func leavingMidLoadDeliversNothing() async {
    // Given
    let dataController = SubjectsDataController(repository: service.repository)
    let completions = CompletionLog()
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // When
    dataController.cancelLoad()
    await settle()
    service.releaseAll()
    await settle()

    // Then: the request was cancelled, and never completed.
    #expect(service.pending == [])
    #expect(completions.take() == [])
    #expect(dataController.curriculum == nil)
  }

  @Test("S6 an older answer that arrives late changes nothing")
  func olderAnswerArrivingLateChangesNothing() async throws {
    // Given: a service that answers cancelled requests late. Loaded; then a second request is
    // left waiting...
    service.cancellationPolicy = .answersLate
    let dataController = await loadedSubjects()
    let completions = CompletionLog()
    dataController.load { completions.append("second: \(Self.outcome($0))") }
    await settle()
    // ...while Physics is switched on, and a third request outdates it: its requests stay
    // pending, cancelled.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    dataController.load { completions.append("third: \(Self.outcome($0))") }
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = ["Math", "Physics", "History"]
    #expect(completions.take() == ["third: loaded"])
    #expect(dataController.openSubjects.map(\.name) == newest)

    // When: ...and the outdated request's answers (without Physics) last.
    service.releaseAll()
    await settle()

    // Then: they reached the cancelled request, which did not complete.
    #expect(service.pending == [])
    #expect(completions.take() == [])
    #expect(dataController.openSubjects.map(\.name) == newest)
  }

  @Test("S7 answers that arrive after leaving change nothing")
  func answersArrivingAfterLeavingChangeNothing() async throws {
    // Given: a service that answers cancelled requests late, and the list loading.
    service.cancellationPolicy = .answersLate
    let dataController = SubjectsDataController(repository: service.repository)
    let completions = CompletionLog()
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // When: the list is left; its request is cancelled, waits, and is answered.
    dataController.cancelLoad()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)
    service.releaseAll()
    await settle()

    // Then: the answers reached the cancelled request, which did not complete.
    #expect(service.pending == [])
    #expect(completions.take() == [])
    #expect(dataController.curriculum == nil)
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() async {
    // Given: loaded, and shown
    let dataController = await loadedSubjects()
    let shown = SubjectsViewModel.make(from: dataController.openSubjects)
    let completions = CompletionLog()

    // When: the list appears again
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // Then: loading again, keeping the cells
    #expect(
      shown.loading() == .init(isLoading: true, cellViewModels: cells("Math", "History", "More")))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(completions.take() == ["loaded"])
    #expect(
      SubjectsViewModel.make(from: dataController.openSubjects)
        == .init(cellViewModels: cells("Math", "History", "More")))
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() async throws {
    // Given: loaded, then Physics switched on through All subjects' data controller, made from
    // what the list loaded
    let dataController = await loadedSubjects()
    let curriculum = try #require(dataController.curriculum)
    let allSubjects = AllSubjectsDataController(
      curriculum: curriculum, repository: dataController.repository)
    allSubjects.switchSubject(curriculum.offered[1]) { _ in }
    await settle()
    try service.release(.setStatus)
    await settle()
    let completions = CompletionLog()

    // When: All subjects is popped and the list appears again
    dataController.load { completions.append(Self.outcome($0)) }
    await settle()

    // Then: the old rows until the answers
    #expect(dataController.openSubjects.map(\.name) == ["Math", "History"])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(completions.take() == ["loaded"])
    #expect(
      SubjectsViewModel.make(from: dataController.openSubjects)
        == .init(cellViewModels: cells("Math", "Physics", "History", "More")))
  }

  // MARK: Helpers

  /// A data controller whose first request received every answer.
  private func loadedSubjects() async -> SubjectsDataController {
    let dataController = SubjectsDataController(repository: service.repository)
    dataController.load { _ in }
    await settle()
    service.releaseAll()
    await settle()
    return dataController
  }

  /// A completion as a test reads it: `loaded`, or the error's reason.
  private static func outcome(_ error: (any Error)?) -> String {
    error.map(\.localizedDescription) ?? "loaded"
  }
}

/// Cell view models of the subject list, by title.
func cells(_ titles: String...) -> [SubjectCellViewModel] {
  titles.map { SubjectCellViewModel(title: $0) }
}
