import Testing

/// How many random inputs were read, and how many refused.
public struct RandomInputTally: Sendable {
  public var read = 0
  public var refused = 0
}

extension Mutator {
  /// The loop of every random-input test: makes `count` inputs, each one of `valid` mutated, and
  /// hands each to `read`. An input `read` refuses is checked by `problem`, which says what is
  /// wrong with the error (`nil` when nothing is); the first five problems are recorded as
  /// issues, each naming the seed and the input's number and showing the input and the message,
  /// escaped. Returns how many inputs were read and refused, for the test to check that the
  /// inputs reached both ends.
  public static func tally<Failure: Error & CustomStringConvertible>(
    count: Int, from valid: [String], _ vocabulary: Vocabulary,
    read: ([UInt8]) throws(Failure) -> Void,
    problem: (Failure, [UInt8]) -> String?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> RandomInputTally {
    var mutator = Mutator()
    let seeds = valid.map { Array($0.utf8) }
    var tally = RandomInputTally()
    var recorded = 0
    for number in 1...count {
      let bytes = mutator.mutate(mutator.random.element(of: seeds), vocabulary)
      do throws(Failure) {
        try read(bytes)
        tally.read += 1
      } catch {
        tally.refused += 1
        guard recorded < 5, let found = problem(error, bytes) else { continue }
        recorded += 1
        Issue.record(
          """
          seed \(seed), input \(number): \(found)
          input: \(escapedForMessage(bytes))
          message: \(escapedForMessage(Array(error.description.utf8)))
          """, sourceLocation: sourceLocation)
      }
    }
    return tally
  }
}
