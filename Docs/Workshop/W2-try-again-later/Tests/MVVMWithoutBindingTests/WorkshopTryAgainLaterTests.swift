import Model
import ServiceDoubles
import TestSupport
import Testing

@testable import MVVMWithoutBinding

/// W2, try again later, at MVVM without binding's seams: the subject list's data controller
/// alone, with a `ControllableService`, counts the failures in a row; the view model's factory
/// words what the view shows from that count.
@MainActor
@Suite("MVVMWithoutBinding workshop W2: try again later", .serialMainLoop)
struct WorkshopTryAgainLaterTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let failure = "Couldn't load subjects: Network unreachable"
  let givingUp = "Couldn't load subjects: Network unreachable. Try again later."

  @Test("W2.1 the third failure in a row gives up Retry")
  func givesUpRetryAfterThreeFailuresInARow() async throws {
    // Given: two loads failed
    let dataController = SubjectsDataController(repository: service.repository)
    try await requestAndFail(dataController, afresh: true)
    try await requestAndFail(dataController)

    // When
    try await requestAndFail(dataController)

    // Then
    #expect(dataController.failuresInARow == 3)
    #expect(
      SubjectsViewModel().loading().failed(ServiceError.unreachable, inARow: 3)
        == .init(message: givingUp))
  }

  @Test("W2.2 an answer, or the screen appearing again, starts the count again")
  func startsCountingAgainAfterAnAnswerOrAppearing() async throws {
    // Given: two failures, then an answer
    let dataController = SubjectsDataController(repository: service.repository)
    try await requestAndFail(dataController, afresh: true)
    try await requestAndFail(dataController)
    dataController.load { _ in }
    await settle()
    service.releaseAll()
    await settle()

    // When: the list appears again, and its loads fail three times in a row
    try await requestAndFail(dataController, afresh: true)
    try await requestAndFail(dataController)
    try await requestAndFail(dataController)

    // Then: it took three
    let open = SubjectsViewModel.make(from: dataController.openSubjects)
    #expect(dataController.failuresInARow == 3)
    #expect(
      open.loading().failed(ServiceError.unreachable, inARow: 3)
        == .init(message: givingUp, cellViewModels: cells("Math", "History", "More")))

    // When: the list appears again, and its load fails
    try await requestAndFail(dataController, afresh: true)

    // Then
    #expect(dataController.failuresInARow == 1)
    #expect(
      open.loading().failed(ServiceError.unreachable, inARow: 1)
        == .init(
          message: failure, cellViewModels: cells("Math", "History", "More"), showsRetry: true))
  }

  // MARK: Helpers

  /// Asks for the subjects, afresh as the list does on appearing or again as Retry does, and
  /// fails the request.
  private func requestAndFail(_ dataController: SubjectsDataController, afresh: Bool = false)
    async throws
  {
    if afresh { dataController.countFailuresAfresh() }
    dataController.load { _ in }
    await settle()
    try service.fail(.person)
    await settle()
  }
}
