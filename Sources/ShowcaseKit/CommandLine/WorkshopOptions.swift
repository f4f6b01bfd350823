/// The options of `showcase workshop`: which subcommand, for which exercise and variants.
struct WorkshopOptions: Sendable, Equatable {
  enum Action: String, Sendable, Equatable, CaseIterable {
    case list
    case start
    case check
    case solution
    case reset
    case prove
    case record
  }

  var action: Action
  /// The exercise's ID as written (`W1`, `w1`); checked against the exercises when the command
  /// runs. `prove` without one proves every exercise.
  var exercise: String?
  /// Variant ids, in the order given; empty means every variant.
  var patterns: [String] = []
  /// Variant ids left out (`solution --except P`): every other variant is chosen.
  var excluded: [String] = []
}
