/// TEA's store, one per screen: it holds the screen's state and changes it only by running the
/// reducer on an action. The view sends actions and draws each new state; effects run here and
/// answer with actions. Data goes one way round: action, reducer, state, view.
@MainActor
final class Store<State: Equatable, Action: Sendable> {
  private(set) var state: State

  private let reducer: (inout State, Action) -> Effect<Action>
  private var subscriber: ((State) -> Void)?
  private var running: [Int: (id: EffectID?, task: Task<Void, Never>)] = [:]
  private var nextKey = 0

  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
    state = initialState
    self.reducer = reducer
  }

  /// Draws the state now and after every action that changes it.
  func subscribe(_ render: @escaping (State) -> Void) {
    subscriber = render
    render(state)
  }

  func send(_ action: Action) {
    reduce(action)
  }

  var hasRunningEffects: Bool { !running.isEmpty }

  // MARK: Helpers

  /// The reducer runs synchronously on the main actor. An action the subscriber sends while drawing
  /// is reduced there and then, and its effects run first.
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
      // Cancelled and checked on the main actor: a cancelled effect's answer changes nothing.
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
