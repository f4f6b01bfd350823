import ServiceDoubles
import TestSupport
import Testing

@testable import TEA

/// The test store is what every reducer test here leans on, so it is tested on its own, with
/// a counter that asks a `ControllableService` how many subjects there are: it passes when
/// every change is asserted, and fails (a known issue here) for each thing a test can miss.
@MainActor
@Suite("TEA TestStore", .serialMainLoop)
struct TestStoreTests {
  /// Math, Physics and History: three subjects.
  let service = ControllableService(data: .fixture())

  @Test("Every state change and every action fed back, asserted, passes")
  func passesWhenEverythingIsAsserted() async {
    // Given
    let store = makeCounter()

    // When, then
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.countSubjectsTapped)
    service.releaseAll()
    await store.receive(.subjectsCounted(3)) { $0.subjects = 3 }
    await store.finish()
  }

  @Test("A wrong expectation of the state fails, showing the difference")
  func wrongStateFails() async {
    // Given
    let store = makeCounter()

    // When, then
    await withKnownIssue {
      await store.send(.incrementTapped) { $0.count = 2 }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasSuffix("−   - count: 2\n+   - count: 1") }
    }
    // The store goes on from the actual state.
    #expect(store.state.count == 1)
  }

  @Test("A state change left unasserted fails")
  func unassertedChangeFails() async {
    // Given
    let store = makeCounter()

    // When, then
    await withKnownIssue {
      await store.send(.incrementTapped)
    }
  }

  @Test("An action fed back and not received fails, at the end or at the next send")
  func unreceivedActionFails() async {
    // Given
    let store = makeCounter()
    await store.send(.countSubjectsTapped)
    service.releaseAll()

    // When, then
    await withKnownIssue {
      await store.finish()
    }

    // Given
    await store.send(.countSubjectsTapped)
    service.releaseAll()
    await settle()

    // When, then
    await withKnownIssue {
      await store.send(.incrementTapped) { $0.count = 1 }
    }
  }

  @Test("Receiving another action than the one fed back, or none, fails")
  func receivingAnotherActionFails() async {
    // Given
    let store = makeCounter()
    await store.send(.countSubjectsTapped)
    service.releaseAll()

    // When, then
    await withKnownIssue {
      await store.receive(.subjectsCounted(4)) { $0.subjects = 4 }
    }
    await withKnownIssue {
      await store.receive(.subjectsCounted(3)) { $0.subjects = 3 }
    }
  }

  @Test("An effect still running at the end fails")
  func runningEffectFails() async {
    // Given: the service has not answered
    let store = makeCounter()
    await store.send(.countSubjectsTapped)

    // When, then
    await withKnownIssue {
      await store.finish()
    }
  }

  @Test("A cancelled effect counts as ended, and its answer never arrives")
  func cancelledEffectEnds() async {
    // Given: a service that still answers a cancelled request
    service.cancellationPolicy = .answersLate
    let store = makeCounter()
    await store.send(.countSubjectsTapped)

    // When
    await store.send(.cancelTapped)
    service.releaseAll()

    // Then
    await store.finish()
  }

  @Test("The difference shows the lines that differ, expected then actual")
  func differenceShowsChangedLines() {
    // When
    let text = difference(Counter(count: 1), Counter(count: 2))

    // Then
    #expect(text == "−   - count: 1\n+   - count: 2")
  }

  // MARK: Helpers

  struct Counter: Equatable {
    var count = 0
    var subjects: Int?
  }

  enum CounterAction: Equatable, Sendable {
    case incrementTapped
    case countSubjectsTapped
    case cancelTapped
    case subjectsCounted(Int?)
  }

  /// A test store over a counter whose `countSubjectsTapped` asks the service, as an effect
  /// with an id that `cancelTapped` cancels.
  private func makeCounter() -> TestStore<Counter, CounterAction> {
    let id = EffectID("count")
    return TestStore(initialState: Counter()) { [service] state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .countSubjectsTapped:
        return .run(id: id) { .subjectsCounted(try? await service.allSubjects().count) }
      case .cancelTapped:
        return .cancel(id)
      case .subjectsCounted(let count):
        state.subjects = count
        return .none
      }
    }
  }
}
