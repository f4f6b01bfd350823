import TestSupport
import Testing

@testable import TEA

/// A store for tests that asserts exhaustively, in the manner of the Composable Architecture's
/// test store: every action a test sends, and every action an effect feeds back, must come with
/// the exact state it leads to, and a test ends with nothing left unasserted and no effect
/// still running. A test then reads as the list of everything that happened on the screen.
///
/// It wraps a real `Store`, so the effects run, are cancelled and drop stale answers exactly as
/// on screen; it only watches the reducer. It lives in the test target, not beside `Store`,
/// because it records its failures with Swift Testing, which production code does not import.
@MainActor
final class TestStore<State: Equatable, Action: Equatable & Sendable> {
  /// The state as the test has asserted it so far.
  private(set) var state: State

  private let store: Store<State, Action>
  private let log: ReducerLog<State, Action>

  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
    state = initialState
    let log = ReducerLog<State, Action>()
    self.log = log
    store = Store(initialState: initialState) { state, action in
      let effect = reducer(&state, action)
      log.entries.append((action, state))
      return effect
    }
  }

  /// Sends `action` as the view would, expects the state `update` makes of the last one, and
  /// lets the effects it started run until they wait (for the service, say). Fails when an
  /// action fed back earlier has not been received yet.
  func send(
    _ action: Action, assert update: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    recordUnreceived(before: "sending \(action)", sourceLocation: sourceLocation)
    log.entries = []
    store.send(action)
    guard let reduced = log.entries.first else {
      Issue.record("\(action) was not reduced", sourceLocation: sourceLocation)
      return
    }
    log.entries.removeFirst()
    check(reduced, expecting: update, sourceLocation: sourceLocation)
    await settle(sourceLocation: sourceLocation)
  }

  /// Lets the effects run until they wait, then expects the next action they fed back to be
  /// `action`, with the state `update` makes of the last one.
  func receive(
    _ action: Action, assert update: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await settle(sourceLocation: sourceLocation)
    guard !log.entries.isEmpty else {
      Issue.record(
        "Expected to receive \(action), but no action was fed back",
        sourceLocation: sourceLocation)
      return
    }
    let received = log.entries.removeFirst()
    guard received.action == action else {
      Issue.record(
        "Expected to receive \(action), but received \(received.action)",
        sourceLocation: sourceLocation)
      state = received.state
      return
    }
    check(received, expecting: update, sourceLocation: sourceLocation)
  }

  /// Lets the effects run until they wait, and expects none of them to have fed an action
  /// back: what the test did so far changes nothing yet.
  func receiveNothing(sourceLocation: SourceLocation = #_sourceLocation) async {
    await settle(sourceLocation: sourceLocation)
    recordUnreceived(before: "expecting none", sourceLocation: sourceLocation)
  }

  /// Ends the test: lets the effects run until they wait, then fails for every action fed
  /// back but not received, and when an effect is still running.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    await settle(sourceLocation: sourceLocation)
    recordUnreceived(before: "finishing", sourceLocation: sourceLocation)
    if store.hasRunningEffects {
      Issue.record(
        "An effect is still running: answer or cancel it before the test ends",
        sourceLocation: sourceLocation)
    }
  }

  // MARK: Helpers

  private func check(
    _ reduced: (action: Action, state: State), expecting update: ((inout State) -> Void)?,
    sourceLocation: SourceLocation
  ) {
    var expected = state
    update?(&expected)
    if reduced.state != expected {
      Issue.record(
        """
        The state after \(reduced.action) differs from the expected one \
        (− expected, + actual):
        \(difference(expected, reduced.state))
        """,
        sourceLocation: sourceLocation)
    }
    // Go on from the actual state, so one wrong expectation fails one step only.
    state = reduced.state
  }

  private func recordUnreceived(before step: String, sourceLocation: SourceLocation) {
    guard !log.entries.isEmpty else { return }
    let actions = log.entries.map { "\($0.action)" }.joined(separator: ", ")
    Issue.record(
      "Effects fed back actions that were not received before \(step): \(actions)",
      sourceLocation: sourceLocation)
    for entry in log.entries { state = entry.state }
    log.entries = []
  }
}

/// What the test store's reducer did, in order: each action with the state it led to.
@MainActor
private final class ReducerLog<State, Action> {
  var entries: [(action: Action, state: State)] = []
}

/// The lines of `dump`s of two values that differ, `−` for the expected one's, `+` for the
/// actual one's.
func difference<Value>(_ expected: Value, _ actual: Value) -> String {
  func lines(_ value: Value) -> [String] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n").map(String.init)
  }
  let old = lines(expected)
  let new = lines(actual)
  return new.difference(from: old).sorted { $0.offset < $1.offset }.map { change in
    switch change {
    case .remove(_, let line, _): "− \(line)"
    case .insert(_, let line, _): "+ \(line)"
    }
  }
  .joined(separator: "\n")
}

extension CollectionDifference.Change {
  fileprivate var offset: Int {
    switch self {
    case .remove(let offset, _, _), .insert(let offset, _, _): offset
    }
  }
}
