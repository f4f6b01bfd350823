/// TEA's store, one per screen: it holds the screen's state and changes it in one way only,
/// by running the screen's reducer on an action. A pushed screen starts from a state its parent
/// chose and from then on owns it in a store of its own; the parent keeps its copy only to know
/// what it pushed (`Feature.makeScreen`). The view sends
/// actions and draws every new state; the effects the reducer returns run here, and their
/// answers come back as actions, on the main actor, through the same reducer. Data goes one
/// way round: action, reducer, state, view.
///
/// The store also keeps the answers honest: it remembers each running effect, cancels one by
/// its id when the reducer says so or when a newer effect with that id starts, and drops the
/// answer of an effect that was cancelled, however late it arrives.
@MainActor
final class Store<State: Equatable, Action: Sendable> {
  /// The screen's state as of the last action.
  private(set) var state: State

  private let reducer: (inout State, Action) -> Effect<Action>
  /// The one subscriber: the screen's view controller, drawing each new state.
  private var subscriber: ((State) -> Void)?
  /// The effects still running, each under a key of its own and with its id, if any.
  private var running: [Int: (id: EffectID?, task: Task<Void, Never>)] = [:]
  private var nextKey = 0

  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
    state = initialState
    self.reducer = reducer
  }

  /// Draws the state now and after every action that changes it. The store keeps `render`, so
  /// it must hold its view controller weakly: the controller owns the store.
  func subscribe(_ render: @escaping (State) -> Void) {
    subscriber = render
    render(state)
  }

  /// What the view does: sends what the user did, or what happened to the screen.
  func send(_ action: Action) {
    reduce(action)
  }

  /// Whether an effect is still running: a test store fails when one is, at the end.
  var hasRunningEffects: Bool { !running.isEmpty }

  // MARK: Helpers

  /// Reduces one action. The reducer runs synchronously on the main actor, so no action can
  /// arrive while it runs; one the subscriber sends while it draws (a controller that hears of
  /// the push it made) is reduced there and then, after this state was set, and its effects run
  /// before this action's.
  private func reduce(_ action: Action) {
    let old = state
    let effect = reducer(&state, action)
    if state != old { subscriber?(state) }
    run(effect)
  }

  private func run(_ effect: Effect<Action>) {
    for operation in effect.operations {
      switch operation {
      case .run(let id, let work):
        // A newer effect with the same id replaces the older one, so an old answer can never
        // land after a new one.
        if let id { cancel(id) }
        start(work, id: id)
      case .cancel(let id):
        cancel(id)
      }
    }
  }

  private func start(_ work: @escaping @Sendable () async -> Action, id: EffectID?) {
    let key = nextKey
    nextKey += 1
    // The task holds the store weakly: a screen that leaves while an effect runs is released.
    let task = Task { [weak self] in
      let action = await work()
      // Cancelled on the main actor, checked on the main actor: a cancelled effect's answer,
      // even one its service still gave, changes nothing.
      guard !Task.isCancelled, let self else { return }
      running[key] = nil
      reduce(action)
    }
    running[key] = (id, task)
  }

  private func cancel(_ id: EffectID) {
    for (key, effect) in running where effect.id == id {
      effect.task.cancel()
      running[key] = nil
    }
  }
}
