import Foundation
import Testing

@testable import TestSupport

/// The loop the random-input tests share: it counts what was read and refused, and records the
/// problems it is told of, at most five, naming the seed and the input.
struct RandomInputsTests {
  private struct Refusal: Error, CustomStringConvertible {
    var description: String { "refused" }
  }

  private static let vocabulary = Mutator.Vocabulary(words: ["a", "b"])

  @Test func tallyCountsWhatIsReadAndWhatIsRefused() {
    // Given: inputs of an even length are read, the others refused
    var expected = RandomInputTally()
    var mutator = Mutator()
    for _ in 1...200 {
      let bytes = mutator.mutate(mutator.random.element(of: [Array("abcd".utf8)]), Self.vocabulary)
      if bytes.count.isMultiple(of: 2) { expected.read += 1 } else { expected.refused += 1 }
    }

    // When
    let tally = Mutator.tally(
      count: 200, from: ["abcd"], Self.vocabulary,
      read: { bytes throws(Refusal) in if !bytes.count.isMultiple(of: 2) { throw Refusal() } },
      problem: { _, _ in nil })

    // Then
    #expect(tally.read == expected.read)
    #expect(tally.refused == expected.refused)
    #expect(tally.read > 0 && tally.refused > 0)
  }

  @Test func tallyRecordsAtMostFiveProblemsNamingTheSeedAndTheInput() {
    // Given: every input is refused, and every refusal has a problem
    let recorded = Recorded()

    // When
    withKnownIssue {
      _ = Mutator.tally(
        count: 20, from: ["abcd"], Self.vocabulary,
        read: { _ throws(Refusal) in throw Refusal() },
        problem: { _, _ in "names no line" })
    } matching: { issue in
      recorded.append(issue.comments.map(\.rawValue).joined())
      return true
    }

    // Then
    let comments = recorded.all
    #expect(comments.count == 5)
    #expect(comments.first?.hasPrefix("seed \(Mutator.seed), input 1: names no line") == true)
    #expect(comments.allSatisfy { $0.contains("message: \"refused\"") })
  }

  /// The issues' comments, kept from Swift Testing's matcher, which may run on any thread.
  private final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var comments: [String] = []

    var all: [String] { lock.withLock { comments } }

    func append(_ comment: String) {
      lock.withLock { comments.append(comment) }
    }
  }
}
