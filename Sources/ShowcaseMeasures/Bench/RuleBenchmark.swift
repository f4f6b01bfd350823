import Foundation
import Model
import ShowcaseSupport

/// Times the Model's open-subjects rule at growing sizes, to show it grows linearly as its
/// documentation claims: read the growth, not the machine's figures. Size n has n subjects over
/// the three phases and n records, four for every fourth subject, drawn from a seeded generator.
enum RuleBenchmark {
  /// One size measured: the median time of building the curriculum and asking for its open
  /// subjects.
  struct Row: Sendable, Equatable {
    let subjects: Int
    let records: Int
    let median: Duration
  }

  static func run(sizes: [Int] = [1_000, 10_000, 100_000], repetitions: Int = 5) -> [Row] {
    let clock = ContinuousClock()
    return sizes.map { size in
      let input = Input(size: size)
      let expected = input.openSubjects().count
      var times: [Duration] = []
      for _ in 0..<max(repetitions, 1) {
        var open = 0
        let elapsed = clock.measure { open = input.openSubjects().count }
        // Using the answer keeps the optimizer from skipping the work it comes from.
        precondition(open == expected, "the rule answered differently for the same input")
        times.append(elapsed)
      }
      return Row(
        subjects: input.subjects.count, records: input.records.count,
        median: Timing.median(times))
    }
  }

  /// The rows with the growth from each size to the next, then the growth from the first to
  /// the last beside linear and quadratic growth.
  static func report(_ rows: [Row]) -> String {
    let table = rows.enumerated().map { index, row in
      let growth = index == 0 ? "" : factor(row.median, rows[index - 1].median)
      return [
        NumberText.grouped(row.subjects), NumberText.grouped(row.records),
        NumberText.duration(row.median), growth,
      ]
    }
    var lines = TextTable(alignments: [.right, .right, .right, .right])
      .lines([["subjects", "records", "median", "growth"]] + table)
    guard let first = rows.first, let last = rows.last, rows.count > 1 else {
      lines.append("growth: needs at least two sizes")
      return lines.joined(separator: "\n")
    }
    let scale = Double(last.subjects) / Double(max(first.subjects, 1))
    lines.append(
      "growth \(NumberText.compact(first.subjects)) → \(NumberText.compact(last.subjects)): "
        + "\(factor(last.median, first.median)) (linear would be \(NumberText.factor(scale)), "
        + "quadratic \(NumberText.factor(scale * scale)))")
    return lines.joined(separator: "\n")
  }

  /// How many times `later` is `earlier`; a time too short to measure counts as 1 ns.
  private static func factor(_ later: Duration, _ earlier: Duration) -> String {
    NumberText.factor(later / max(earlier, .nanoseconds(1)))
  }

  /// One size's catalogue and records, built once and timed many times.
  private struct Input {
    let person = Person(firstName: "Ada", lastName: "Lovelace", phase: .high)
    let subjects: [Subject]
    let records: [UserSubject]

    init(size: Int) {
      let phases: [Set<SchoolPhase>] = [[.primary], [.middle, .high], [.primary, .middle, .high]]
      subjects = (0..<size).map { index in
        Subject(id: index + 1, name: "Subject \(index + 1)", phases: phases[index % 3])
      }
      var generator = SeededGenerator(state: UInt64(size))
      var records = (0..<size).map { index in
        UserSubject(
          subjectID: index / 4 * 4 + 1,
          updatedAt: Date(timeIntervalSince1970: Double(generator.next() % 1_000_000_000)),
          status: generator.next() % 2 == 0 ? .on : .off)
      }
      records.shuffle(using: &generator)
      self.records = records
    }

    func openSubjects() -> [Subject] {
      Curriculum(person: person, subjects: subjects, records: records).openSubjects
    }
  }

  /// SplitMix64 (Steele, Lea and Flood): a small generator whose numbers depend on the seed
  /// only, unlike the system's.
  private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }
}
