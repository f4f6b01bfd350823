import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import VIPER

/// W2, try again later, at VIPER's seam: the subject list's module, made by its builder with
/// its real roles, on screen. The tests tap and go back, fail and answer the service by hand,
/// and read the whole screen.
@MainActor
@Suite("VIPER workshop W2: try again later", .serialMainLoop)
struct WorkshopTryAgainLaterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let controller: ViewController
  let failure = "Couldn't load subjects: Network unreachable"
  let givingUp = "Couldn't load subjects: Network unreachable. Try again later."

  init() {
    controller = SubjectsBuilder.build(repository: service.repository)
  }

  @Test("W2.1 the third failure in a row gives up Retry")
  func givesUpRetryAfterThreeFailuresInARow() async throws {
    // Given: two loads failed
    _ = pushOnScreen(controller)
    await settle()
    try await failThenRetry(times: 2)

    // When
    try service.fail(.person)
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(labels: [givingUp], rows: []))
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() async throws {
    // Given: two failures, then an answer
    let navigation = pushOnScreen(controller)
    await settle()
    try await failThenRetry(times: 2)
    service.releaseAll()
    await settle()

    // When: the list appears again, and its loads fail three times in a row
    try controller.selectRow("Math")
    try navigation.goBack()
    await settle()
    try await failThenRetry(times: 2)
    try service.fail(.person)
    await settle()

    // Then: it took three
    let open = ["Math", "History", "More"]
    #expect(controller.snapshot == .subjects(labels: [givingUp], rows: open))

    // When: the list appears again, and its load fails
    try controller.selectRow("Math")
    try navigation.goBack()
    await settle()
    try service.fail(.person)
    await settle()

    // Then
    #expect(controller.snapshot == .subjects(labels: [failure], rows: open, retry: true))
  }

  // MARK: Helpers

  /// Fails the pending load and taps Retry, `times` times.
  private func failThenRetry(times: Int) async throws {
    for _ in 1...times {
      try service.fail(.person)
      await settle()
      try controller.tap("Retry")
      await settle()
    }
  }
}

extension ScreenSnapshot {
  /// The subject list: spinner, labels, rows, and Retry when shown.
  fileprivate static func subjects(
    loading: Bool = false, labels: [String] = [], rows: [String], retry: Bool = false
  ) -> ScreenSnapshot {
    ScreenSnapshot(
      title: "Subjects", isLoading: loading, labels: labels,
      buttons: retry ? [.init(title: "Retry")] : [], rows: rows.map { .init(title: $0) })
  }
}
