import Foundation
import Testing

@testable import TestSupport

/// The random-input generator the data-file, script and command-line tests share: the same seed
/// makes the same inputs, and the inputs hold every kind of damage its documentation promises.
struct MutatorTests {
  @Test func splitMix64GivesTheReferenceNumbers() {
    // Given
    var random = SplitMix64(seed: 0)
    // When
    let numbers = (0..<3).map { _ in random.next() }
    // Then: the first outputs of the reference implementation for seed 0
    #expect(numbers == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
  }

  @Test func theSameSeedMakesTheSameInputsAndAnotherSeedOthers() {
    // Given
    var first = Mutator(seed: 7)
    var again = Mutator(seed: 7)
    var other = Mutator(seed: 8)
    // When
    let inputs = (0..<50).map { _ in first.mutate(Self.input, Self.vocabulary) }
    let repeated = (0..<50).map { _ in again.mutate(Self.input, Self.vocabulary) }
    let others = (0..<50).map { _ in other.mutate(Self.input, Self.vocabulary) }
    // Then
    #expect(inputs == repeated)
    #expect(inputs != others)
  }

  @Test func theInputsHoldEveryKindOfDamage() {
    // Given
    var mutator = Mutator(seed: 1)
    // When
    let inputs = (0..<1_000).map { _ in mutator.mutate(Self.input, Self.vocabulary) }
    // Then
    #expect(inputs.contains { $0.count < Self.input.count }, "dropped bytes")
    #expect(inputs.contains { !Self.isUTF8($0) }, "invalid UTF-8")
    #expect(inputs.contains { $0.contains(0) }, "NUL")
    #expect(inputs.contains { $0.filter { $0 == 0x5B }.count >= 101 }, "deep nesting")
    #expect(inputs.contains(where: Self.hasLongLine), "very long lines")
    #expect(inputs.contains { Self.holds($0, "9223372036854775808") }, "huge numbers")
    #expect(inputs.contains { Self.holds($0, "[1, 2]\n[1, 2]\n[1, 2]") }, "doubled lines")
    #expect(inputs.contains { $0 != Self.input && $0.count == Self.input.count }, "swaps")
  }

  @Test func tokensJoinBackIntoTheInput() {
    // When
    let tokens = Mutator.tokens(of: Array("{ \"id\": -4.5e3,\n}".utf8))
    // Then
    #expect(
      tokens.map { String(decoding: $0, as: UTF8.self) } == [
        "{", " ", "\"", "id", "\"", ":", " ", "-4.5e3", ",", "\n", "}",
      ])
  }

  @Test func junkWordsAreJunk() {
    // Given
    var mutator = Mutator(seed: 3)
    // When
    let words = (0..<200).map { _ in mutator.junkWord() }
    // Then
    #expect(words.contains(""))
    #expect(words.contains { $0.contains("\u{1B}") })
    #expect(words.contains { $0.count > 1_000 })
  }

  private static let input = Array("{ \"a\": [1, 2]\n[1, 2]\n}".utf8)
  private static let vocabulary = Mutator.Vocabulary(
    words: ["9223372036854775808", "null"], nesting: ("[", "]"))

  /// Whether the bytes are UTF-8: decoding would repair them if not.
  private static func isUTF8(_ bytes: [UInt8]) -> Bool {
    String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
  }

  private static func holds(_ bytes: [UInt8], _ text: String) -> Bool {
    Data(bytes).range(of: Data(text.utf8)) != nil
  }

  private static func hasLongLine(_ bytes: [UInt8]) -> Bool {
    bytes.split(separator: 0x0A).contains { $0.count >= 1_000 }
  }
}
