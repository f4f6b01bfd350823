/// TEA's effects: what a reducer asks its store to do besides changing the state, as a value. A
/// reducer never calls the Model itself, so it stays a pure function of state and action.
struct Effect<Action: Sendable>: Sendable {
  enum Operation: Sendable {
    /// Runs `work` off the main actor; its answer comes back to the store as an action.
    case run(id: EffectID?, work: @Sendable () async -> Action)
    case cancel(EffectID)
  }

  let operations: [Operation]

  static var none: Effect { Effect(operations: []) }

  static func run(id: EffectID? = nil, _ work: @escaping @Sendable () async -> Action) -> Effect {
    Effect(operations: [.run(id: id, work: work)])
  }

  static func cancel(_ id: EffectID) -> Effect {
    Effect(operations: [.cancel(id)])
  }
}

/// The identity of a running effect within one store, by which it is replaced or cancelled.
struct EffectID: Hashable, Sendable, CustomStringConvertible {
  let name: String

  init(_ name: String) {
    self.name = name
  }

  var description: String { name }
}
