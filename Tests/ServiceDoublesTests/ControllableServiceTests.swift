import Foundation
import Model
import ServiceDoubles
import TestSupport
import Testing

/// Tests of the service the demos and the pattern tests drive by hand: every request waits
/// until it is released or failed, in any order, and answers with the data of its own time.
@MainActor
@Suite(.serialMainLoop)
struct ControllableServiceTests {
  @Test func requestsStayPendingUntilReleased() async throws {
    // Given
    let service = ControllableService()
    let person = CallSpy { try await service.currentPerson() }
    let subjects = CallSpy { try await service.allSubjects() }
    await settle()
    #expect(service.pending.map(\.description) == ["person", "subjects"])
    #expect(person.answer == nil)
    // When
    try service.release(.subjects)
    await settle()
    // Then
    #expect(service.pending.map(\.description) == ["person"])
    #expect(person.answer == nil)
    #expect(subjects.answer == DataSet.sample.subjects)
  }

  @Test func releaseAndFailInAnyOrder() async throws {
    // Given
    let service = ControllableService()
    let person = CallSpy { try await service.currentPerson() }
    let subjects = CallSpy { try await service.allSubjects() }
    let records = CallSpy { try await service.userSubjects() }
    await settle()
    // When
    try service.fail(.subjects)
    try service.release(.records)
    try service.release(.person)
    await settle()
    // Then
    #expect(person.answer == DataSet.sample.person)
    #expect(subjects.error as? ServiceError == .unreachable)
    #expect(records.answer == DataSet.sample.userSubjects)
    #expect(service.pending.isEmpty)
    #expect(service.log.map(\.description) == ["person", "subjects", "records"])
  }

  @Test func releasePicksTheOldestOrTheNewestRequestOfAKind() async throws {
    // Given
    let service = ControllableService()
    let calls = (1...3).map { _ in CallSpy { try await service.currentPerson() } }
    await settle()
    // When
    let newest = try service.release(.person, .newest)
    let oldest = try service.release(.person, .oldest)
    await settle()
    // Then
    #expect([newest, oldest].map(\.number) == [3, 1])
    #expect(service.pending.map(\.number) == [2])
    #expect(calls.map { $0.answer != nil } == [true, false, true])
  }

  @Test func releaseAllAnswersEveryRequestOldestFirst() async {
    // Given
    let service = ControllableService()
    let person = CallSpy { try await service.currentPerson() }
    let records = CallSpy { try await service.userSubjects() }
    await settle()
    // When
    let released = service.releaseAll()
    await settle()
    // Then
    #expect(released.map(\.description) == ["person", "records"])
    #expect(person.answer == DataSet.sample.person)
    #expect(records.answer == DataSet.sample.userSubjects)
  }

  @Test func nothingPendingSaysSoWhenTheQueueIsEmpty() {
    // Given
    let service = ControllableService()
    // When
    let error = #expect(throws: ControllableService.NothingPending.self) {
      try service.release(.person)
    }
    // Then
    #expect(error?.description == "no pending 'person' request (pending: none)")
  }

  @Test func nothingPendingListsTheRequestsThatArePending() async {
    // Given
    let service = ControllableService()
    _ = CallSpy { try await service.allSubjects() }
    _ = CallSpy { try await service.setStatus(.on, forSubject: 3) }
    await settle()
    // When
    let error = #expect(throws: ControllableService.NothingPending.self) {
      try service.fail(.person)
    }
    // Then
    #expect(error?.description == "no pending 'person' request (pending: subjects, switch 3 on)")
    #expect(service.pending.map(\.description) == ["subjects", "switch 3 on"])
  }

  @Test func anAnswerCarriesTheDataAsOfItsRequest() async throws {
    // Given
    let service = ControllableService()
    let before = CallSpy { try await service.userSubjects() }
    let switching = CallSpy { try await service.setStatus(.on, forSubject: 7) }
    await settle()
    try service.release(.setStatus)
    let after = CallSpy { try await service.userSubjects() }
    await settle()
    // When
    try service.release(.records, .newest)
    try service.release(.records, .oldest)
    await settle()
    // Then
    let switched = DataSet.sample.recording(.on, forSubject: 7)
    #expect(switching.error == nil)
    #expect(before.answer == DataSet.sample.userSubjects)
    #expect(after.answer == switched.userSubjects)
  }

  @Test func releasingASwitchChangesTheDataAndFailingOneDoesNot() async throws {
    // Given
    let service = ControllableService()
    _ = CallSpy { try await service.setStatus(.on, forSubject: 7) }
    _ = CallSpy { try await service.setStatus(.off, forSubject: 1) }
    await settle()
    #expect(service.data == .sample)
    // When
    try service.release(.setStatus)
    try service.fail(.setStatus)
    // Then
    #expect(service.data == DataSet.sample.recording(.on, forSubject: 7))
  }

  @Test func aCancelledRequestLeavesTheQueueAndThrowsCancellation() async {
    // Given
    let service = ControllableService()
    let person = CallSpy { try await service.currentPerson() }
    let subjects = CallSpy { try await service.allSubjects() }
    await settle()
    // When
    person.cancel()
    await settle()
    // Then
    #expect(service.pending.map(\.description) == ["subjects"])
    #expect(service.log.map(\.description) == ["person", "subjects"])
    #expect(person.error is CancellationError)
    #expect(subjects.answer == nil)
  }

  // MARK: Answering late

  @Test func aServiceThatAnswersLateKeepsACancelledRequestPendingAndMarked() async {
    // Given
    let service = ControllableService(cancellationPolicy: .answersLate)
    let person = CallSpy { try await service.currentPerson() }
    let subjects = CallSpy { try await service.allSubjects() }
    await settle()
    // When
    person.cancel()
    await settle()
    // Then: the task still waits, and the listing says it was cancelled.
    #expect(service.pending.map(\.description) == ["person (cancelled)", "subjects"])
    #expect(service.pending.map(\.isCancelled) == [true, false])
    #expect(service.log.map(\.description) == ["person", "subjects"])
    #expect(person.answer == nil)
    #expect(person.error == nil)
    #expect(subjects.answer == nil)
  }

  @Test func aLateAnswerReachesTheCancelledTask() async throws {
    // Given
    let service = ControllableService(cancellationPolicy: .answersLate)
    let person = CallSpy { try await service.currentPerson() }
    await settle()
    person.cancel()
    await settle()
    // When
    let released = try service.release(.person)
    await settle()
    // Then: the answer is there; ignoring it is the cancelled task's job.
    #expect(released.description == "person (cancelled)")
    #expect(person.answer == DataSet.sample.person)
    #expect(service.pending == [])
  }

  @Test func aCancelledRequestOfAServiceThatAnswersLateCanStillFail() async throws {
    // Given
    let service = ControllableService(cancellationPolicy: .answersLate)
    let records = CallSpy { try await service.userSubjects() }
    await settle()
    records.cancel()
    await settle()
    // When
    try service.fail(.records, with: ServiceError("Server busy"))
    await settle()
    // Then
    #expect(records.error as? ServiceError == ServiceError("Server busy"))
    #expect(service.pending == [])
  }

  @Test func aLateSwitchStillChangesTheData() async throws {
    // Given: a server that finishes what it started changes its data even for a caller that
    // no longer waits.
    let service = ControllableService(cancellationPolicy: .answersLate)
    let switching = CallSpy { try await service.setStatus(.on, forSubject: 7) }
    await settle()
    switching.cancel()
    await settle()
    #expect(service.pending.map(\.description) == ["switch 7 on (cancelled)"])
    // When
    try service.release(.setStatus)
    await settle()
    // Then
    #expect(service.data == DataSet.sample.recording(.on, forSubject: 7))
    #expect(switching.error == nil)
  }

  @Test func nothingPendingMarksTheCancelledRequestsItLists() async {
    // Given
    let service = ControllableService(cancellationPolicy: .answersLate)
    let subjects = CallSpy { try await service.allSubjects() }
    _ = CallSpy { try await service.userSubjects() }
    await settle()
    subjects.cancel()
    await settle()
    // When
    let error = #expect(throws: ControllableService.NothingPending.self) {
      try service.release(.person)
    }
    // Then
    #expect(
      error?.description
        == "no pending 'person' request (pending: subjects (cancelled), records)")
  }

  @Test func endingFailsACancelledPendingRequestWithCancellation() async {
    // Given
    let service = ControllableService(cancellationPolicy: .answersLate)
    let person = CallSpy { try await service.currentPerson() }
    await settle()
    person.cancel()
    await settle()
    // When
    let ended = service.end()
    await settle()
    // Then
    #expect(ended.map(\.description) == ["person (cancelled)"])
    #expect(person.error is CancellationError)
    #expect(service.pending == [])
  }

  @Test func aNewPolicyHoldsForRequestsCancelledFromThenOn() async {
    // Given: one request cancelled while the service answers late...
    let service = ControllableService(cancellationPolicy: .answersLate)
    let early = CallSpy { try await service.currentPerson() }
    let later = CallSpy { try await service.allSubjects() }
    await settle()
    early.cancel()
    await settle()
    // When: ...and one cancelled once it no longer does.
    service.cancellationPolicy = .throwsAtOnce
    later.cancel()
    await settle()
    // Then
    #expect(service.pending.map(\.description) == ["person (cancelled)"])
    #expect(early.error == nil)
    #expect(later.error is CancellationError)
  }

  // MARK: Ending

  @Test func endingFailsWhatIsPendingWithCancellationAndRefusesNewRequests() async {
    // Given
    let service = ControllableService()
    let person = CallSpy { try await service.currentPerson() }
    let switching = CallSpy { try await service.setStatus(.on, forSubject: 7) }
    await settle()
    // When
    let ended = service.end()
    let late = CallSpy { try await service.allSubjects() }
    await settle()
    // Then
    #expect(ended.map(\.description) == ["person", "switch 7 on"])
    #expect(person.error is CancellationError)
    #expect(switching.error is CancellationError)
    #expect(late.error is CancellationError)
    #expect(service.pending == [])
    #expect(service.log.map(\.description) == ["person", "switch 7 on"])
    #expect(service.data == .sample)
  }

  @Test func endingEachServiceEndsEveryServiceMadeInside() async {
    // Given
    var made: [ControllableService] = []
    var spies: [CallSpy<Person>] = []
    // When
    await ControllableService.endingEachService {
      for _ in 0..<2 {
        let service = ControllableService()
        made.append(service)
        spies.append(CallSpy { try await service.currentPerson() })
      }
      await settle()
      #expect(made.map(\.pending.count) == [1, 1])
    }
    await settle()
    // Then
    #expect(made.map(\.hasEnded) == [true, true])
    #expect(spies.allSatisfy { $0.error is CancellationError })
  }
}
