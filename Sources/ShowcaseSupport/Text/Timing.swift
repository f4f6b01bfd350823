/// How the runner reads its clock: the median of several runs, and a duration as a number of
/// nanoseconds or seconds.
package enum Timing {
  /// The middle time once sorted, or the mean of the two middle ones; zero for no times.
  package static func median(_ times: [Duration]) -> Duration {
    let sorted = times.sorted()
    guard !sorted.isEmpty else { return .zero }
    let upper = sorted[sorted.count / 2]
    guard sorted.count % 2 == 0 else { return upper }
    let lower = sorted[sorted.count / 2 - 1]
    return lower + (upper - lower) / 2
  }

  /// The whole nanoseconds of `duration`; a negative duration counts as none.
  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0, attoseconds >= 0 else { return 0 }
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }

  package static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
