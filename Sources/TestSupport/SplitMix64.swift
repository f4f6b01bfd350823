/// A small seeded random number generator (Steele, Lea and Flood's SplitMix64): the same seed
/// gives the same numbers on every platform and every run, so a random-input test that fails
/// fails again with the seed it names.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `range`, from this generator alone: the standard library's
  /// `random(in:using:)` may draw differently in another Swift version.
  public mutating func number(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % span)
  }

  /// One of `choices`, which must not be empty.
  public mutating func element<Choice>(of choices: [Choice]) -> Choice {
    choices[number(in: 0...choices.count - 1)]
  }

  /// True `percent` times in a hundred.
  public mutating func chance(_ percent: Int) -> Bool {
    number(in: 0...99) < percent
  }
}
