/// TEA's effects: what a reducer asks its store to do besides changing the state, as a
/// value. A reducer never calls the Model itself; it returns work for the store to run (ask
/// the repository, then answer with an action) or an effect to cancel. So the reducer stays a
/// pure function of the state and the action, and a test can run it and see what it asked for.
struct Effect<Action: Sendable>: Sendable {
  /// One thing to do.
  enum Operation: Sendable {
    /// Runs `work` off the main actor and feeds the action it answers back to the store. An
    /// effect with an `id` replaces a running one with the same id, which is cancelled.
    case run(id: EffectID?, work: @Sendable () async -> Action)
    /// Cancels the running effect with this id: its answer, whenever it comes, is dropped.
    case cancel(EffectID)
  }

  let operations: [Operation]

  /// Nothing to do: the action only changed the state, or not even that.
  static var none: Effect { Effect(operations: []) }

  /// Work whose answer comes back as an action; see `Operation.run`.
  static func run(id: EffectID? = nil, _ work: @escaping @Sendable () async -> Action) -> Effect {
    Effect(operations: [.run(id: id, work: work)])
  }

  /// Cancels the running effect `id`, if there is one.
  static func cancel(_ id: EffectID) -> Effect {
    Effect(operations: [.cancel(id)])
  }
}

/// The identity of a running effect, within one store: a newer effect with the same id
/// replaces the older one, and an action can cancel it by this id.
struct EffectID: Hashable, Sendable, CustomStringConvertible {
  let name: String

  init(_ name: String) {
    self.name = name
  }

  var description: String { name }
}
