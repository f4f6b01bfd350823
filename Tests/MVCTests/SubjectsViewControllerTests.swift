import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// The subject list's title, states, stale-answer guard, cancellation and navigation live in its
/// view controller, so every test puts that controller on screen in a navigation controller,
/// drives it with taps, selections and going back, answers the service by hand, and reads the
/// whole screen.
@MainActor
@Suite("MVC SubjectsViewController", .serialMainLoop)
struct SubjectsViewControllerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let controller: SubjectsViewController

  init() {
    controller = SubjectsViewController(repository: service.repository)
  }

  @Test("S1 loads until all three answers arrive")
  func loadsUntilAllThreeAnswersArrive() async throws {
    // When
    _ = pushOnScreen(controller)
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(loading: true, rows: []))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    try service.release(.records)
    try service.release(.person)
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(loading: true, rows: []))

    // When
    try service.release(.subjects)
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(rows: ["Math", "History", "More"]))
  }

  @Test("S2 shows open subjects then More")
  func showsOpenSubjectsThenMore() async {
    // Given
    _ = pushOnScreen(controller)
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(rows: ["Math", "History", "More"]))
  }

  @Test("S3 shows a hint when no subject is open")
  func showsHintWhenNoSubjectIsOpen() async {
    // Given
    let service = ControllableService(data: .fixture(open: []))
    let controller = SubjectsViewController(repository: service.repository)
    _ = pushOnScreen(controller)
    await settle()

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(labels: ["No open subjects"], rows: ["More"]))
  }

  @Test("S4 shows an error and Retry when a request fails")
  func showsErrorAndRetryWhenARequestFails() async throws {
    let failure = "Couldn't load subjects: Network unreachable"

    // Given
    let navigation = pushOnScreen(controller)
    await settle()

    // When
    try service.release(.person)
    try service.fail(.records)
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(labels: [failure], rows: [], retry: true))

    // Given: the list has loaded once, and loads again on coming back from Practice.
    try controller.tap("Retry")
    await settle()
    service.releaseAll()
    await settle()
    try controller.selectRow("Math")
    try navigation.goBack()
    await settle()

    // When
    try service.fail(.subjects)
    await settle()

    // Then: the rows shown before the failure stay.
    #expect(
      controller.snapshot
        == .subjects(labels: [failure], rows: ["Math", "History", "More"], retry: true))
  }

  @Test("S5 Retry loads again")
  func retryLoadsAgain() async throws {
    // Given
    _ = pushOnScreen(controller)
    await settle()
    try service.fail(.person)
    await settle()

    // When
    try controller.tap("Retry")
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(loading: true, rows: []))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(rows: ["Math", "History", "More"]))
  }

  @Test("S6 an older answer never overwrites a newer one")
  func olderAnswerNeverOverwritesNewerOne() async throws {
    // Given: loaded; then a second load, started on coming back from Practice, is left
    // waiting...
    let navigation = await loadedSubjects()
    try controller.selectRow("Math")
    try navigation.goBack()
    await settle()
    // ...while Physics is switched on, and a third load starts on coming back again.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    try controller.selectRow("Math")
    try navigation.goBack()
    await settle()

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = ScreenSnapshot.subjects(rows: ["Math", "Physics", "History", "More"])
    #expect(controller.snapshot == newest)

    // When: ...and whatever the older load still waits for (without Physics) last.
    service.releaseAll()
    await settle()

    // Then
    #expect(controller.snapshot == newest)
  }

  @Test("S7 leaving mid-load delivers nothing")
  func leavingMidLoadDeliversNothing() async throws {
    // Given
    let navigation = pushOnScreen(controller)
    await settle()

    // When
    try navigation.goBack()
    await settle()
    service.releaseAll()
    await settle()

    // Then: the load was cancelled, and nothing reached the screen.
    #expect(service.pending == [])
    #expect(controller.snapshot == .subjects(loading: true, rows: []))
  }

  @Test("S6 an older answer that arrives late changes nothing")
  func olderAnswerArrivingLateChangesNothing() async throws {
    // Given: a service that answers cancelled requests late. Loaded; then a second load,
    // started on coming back from Practice, is left waiting...
    service.cancellationPolicy = .answersLate
    let navigation = await loadedSubjects()
    try controller.selectRow("Math")
    try navigation.goBack()
    await settle()
    // ...while Physics is switched on, and a third load, started on coming back again,
    // outdates it: its requests stay pending, cancelled.
    let switching = Task { [service] in try await service.setStatus(.on, forSubject: 2) }
    await settle()
    try service.release(.setStatus)
    try await switching.value
    try controller.selectRow("Math")
    try navigation.goBack()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)

    // When: the newest answers arrive first...
    for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
      try service.release(kind, .newest)
    }
    await settle()

    // Then
    let newest = ScreenSnapshot.subjects(rows: ["Math", "Physics", "History", "More"])
    #expect(controller.snapshot == newest)

    // When: ...and the outdated load's answers (without Physics) last.
    service.releaseAll()
    await settle()

    // Then: they reached the cancelled load, and nothing reached the screen.
    #expect(service.pending == [])
    #expect(controller.snapshot == newest)
  }

  @Test("S7 answers that arrive after leaving change nothing")
  func answersArrivingAfterLeavingChangeNothing() async throws {
    // Given: a service that answers cancelled requests late, and the list loading.
    service.cancellationPolicy = .answersLate
    let navigation = pushOnScreen(controller)
    await settle()

    // When: the list is left; its load is cancelled, its requests wait, and are answered.
    try navigation.goBack()
    await settle()
    try #require(service.pending.filter(\.isCancelled).count == 3)
    service.releaseAll()
    await settle()

    // Then: the answers reached the cancelled load, and nothing reached the screen.
    #expect(service.pending == [])
    #expect(controller.snapshot == .subjects(loading: true, rows: []))
  }

  @Test("S8 reloads on every appearance, keeping rows")
  func reloadsOnEveryAppearanceKeepingRows() async throws {
    // Given: loaded, then covered by a pushed screen
    let navigation = await loadedSubjects()
    try controller.selectRow("History")

    // When
    try navigation.goBack()
    await settle()

    // Then: loading again, keeping the rows
    #expect(controller.snapshot == .subjects(loading: true, rows: ["Math", "History", "More"]))
    #expect(Set(service.pending.map(\.kind)) == [.person, .subjects, .records])

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(rows: ["Math", "History", "More"]))
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async throws {
    // Given
    let navigation = await loadedSubjects()

    // When
    try controller.selectRow("History")

    // Then: the list's controller pushes History's practice, which it made...
    let practice = try #require(navigation.topViewController as? PracticeViewController)
    #expect(practice.snapshot == ScreenSnapshot(title: "History", labels: ["Practice History"]))

    // When
    try navigation.goBack()

    // Then: ...and going back returns to the list.
    #expect(navigation.topViewController === controller)
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() async throws {
    // Given
    let navigation = await loadedSubjects()

    // When
    try controller.selectRow("More")

    // Then: the list's controller pushes All subjects, which it made with what it loaded.
    let allSubjects = try #require(navigation.topViewController as? AllSubjectsViewController)
    #expect(
      allSubjects.snapshot
        == ScreenSnapshot(
          title: "All subjects",
          rows: [
            .init(title: "Math", isChecked: true), .init(title: "Physics"),
            .init(title: "History", isChecked: true),
          ]))
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() async throws {
    // Given: loaded, then covered by All subjects, which More opened, where Physics is
    // switched on
    let navigation = await loadedSubjects()
    try controller.selectRow("More")
    try navigation.topViewController?.selectRow("Physics")
    await settle()
    try service.release(.setStatus)
    await settle()

    // When: All subjects is popped and the list appears again
    try navigation.goBack()
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(loading: true, rows: ["Math", "History", "More"]))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(rows: ["Math", "Physics", "History", "More"]))
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let navigation = await loadedSubjects()

    // When: the rows are Math, History and More
    controller.listView(ListView(), didSelectRowAt: 3)
    controller.listView(ListView(), didSelectRowAt: -1)

    // Then
    #expect(navigation.topViewController === controller)
  }

  // MARK: Helpers

  /// The controller on screen, having received every answer.
  private func loadedSubjects() async -> NavigationController {
    let navigation = pushOnScreen(controller)
    await settle()
    service.releaseAll()
    await settle()
    return navigation
  }
}

extension ScreenSnapshot {
  /// The subject list: a spinner while `loading`, then `labels`, `rows` and the Retry button.
  fileprivate static func subjects(
    loading: Bool = false, labels: [String] = [], rows: [String], retry: Bool = false
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      title: "Subjects", isLoading: loading, labels: labels,
      buttons: retry ? [.init(title: "Retry")] : [], rows: rows.map { .init(title: $0) })
  }
}
