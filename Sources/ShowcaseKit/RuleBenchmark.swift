import Foundation
import Model

/// Times the Model's open-subjects rule, `Curriculum(person:subjects:records:).openSubjects`,
/// at growing sizes, to show it grows linearly as its documentation claims. The figures vary
/// with the machine; the growth between sizes is what to read.
///
/// Each size n has n subjects spread over the three phases and n records, four for every fourth
/// subject, at times and in an order drawn from a seeded generator: the same input on every run
/// and every machine.
public enum RuleBenchmark {
  /// One size measured.
  public struct Row: Sendable, Equatable {
    public let subjects: Int
    public let records: Int
    /// The median time of one run: building the curriculum and asking for its open subjects.
    public let medianNanoseconds: UInt64

    public init(subjects: Int, records: Int, medianNanoseconds: UInt64) {
      self.subjects = subjects
      self.records = records
      self.medianNanoseconds = medianNanoseconds
    }
  }

  /// Times each size `repetitions` times and keeps the median.
  public static func run(sizes: [Int] = [1_000, 10_000, 100_000], repetitions: Int = 5) -> [Row] {
    let clock = ContinuousClock()
    return sizes.map { size in
      let input = Input(size: size)
      let expected = input.openSubjects().count
      var times: [UInt64] = []
      for _ in 0..<max(repetitions, 1) {
        var open = 0
        let elapsed = clock.measure { open = input.openSubjects().count }
        // Using the answer keeps the optimizer from skipping the work it comes from.
        precondition(open == expected, "the rule answered differently for the same input")
        times.append(nanoseconds(elapsed))
      }
      return Row(
        subjects: input.subjects.count, records: input.records.count,
        medianNanoseconds: median(times))
    }
  }

  /// A table of the rows with the growth from each size to the next, and a closing line that
  /// compares the growth from the first size to the last with linear and quadratic growth.
  public static func report(_ rows: [Row]) -> String {
    let table =
      [["subjects", "records", "median", "growth"]]
      + rows.enumerated().map { index, row in
        let growth =
          index == 0 ? "" : factor(ratio(row.medianNanoseconds, rows[index - 1].medianNanoseconds))
        return [grouped(row.subjects), grouped(row.records), time(row.medianNanoseconds), growth]
      }
    let widths = (0..<4).map { column in table.map { $0[column].count }.max() ?? 0 }
    var lines = table.map { cells in
      let line = zip(cells, widths).map { padded($0, to: $1) }.joined(separator: "  ")
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
    guard let first = rows.first, let last = rows.last, rows.count > 1 else {
      lines.append("growth: needs at least two sizes")
      return lines.joined(separator: "\n")
    }
    let scale = Double(last.subjects) / Double(max(first.subjects, 1))
    let measured = ratio(last.medianNanoseconds, first.medianNanoseconds)
    lines.append(
      "growth \(compact(first.subjects)) → \(compact(last.subjects)): \(factor(measured)) "
        + "(linear would be \(factor(scale)), quadratic \(factor(scale * scale)))")
    return lines.joined(separator: "\n")
  }

  // MARK: The input

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
      var generator = SeededGenerator(seed: UInt64(size))
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
    private var state: UInt64

    init(seed: UInt64) {
      state = seed
    }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
      return mixed ^ (mixed >> 31)
    }
  }

  // MARK: Arithmetic and formatting

  static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(max(seconds, 0)) * 1_000_000_000 + UInt64(max(attoseconds, 0) / 1_000_000_000)
  }

  static func median(_ values: [UInt64]) -> UInt64 {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let upper = sorted[sorted.count / 2]
    guard sorted.count % 2 == 0 else { return upper }
    let lower = sorted[sorted.count / 2 - 1]
    return lower + (upper - lower) / 2
  }

  /// How many times `later` is `earlier`; a time too short to measure counts as 1 ns.
  private static func ratio(_ later: UInt64, _ earlier: UInt64) -> Double {
    Double(later) / Double(max(earlier, 1))
  }

  /// `8.3×` below ten, `97×` and `10,000×` above.
  static func factor(_ value: Double) -> String {
    value < 10 ? String(format: "%.1f×", value) : "\(grouped(Int(value.rounded())))×"
  }

  /// `850 ns`, `12.3 µs`, `4.56 ms`.
  private static func time(_ nanoseconds: UInt64) -> String {
    switch nanoseconds {
    case ..<1_000: "\(nanoseconds) ns"
    case ..<1_000_000: String(format: "%.1f µs", Double(nanoseconds) / 1e3)
    default: String(format: "%.2f ms", Double(nanoseconds) / 1e6)
    }
  }

  /// `100,000`.
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    let groups = stride(from: digits.count, to: 0, by: -3).reversed().map { end in
      let start = max(end - 3, 0)
      return String(digits.dropFirst(start).prefix(end - start))
    }
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  /// `100k` for a whole number of thousands, else the grouped number.
  private static func compact(_ number: Int) -> String {
    number >= 1_000 && number % 1_000 == 0 ? "\(grouped(number / 1_000))k" : grouped(number)
  }

  private static func padded(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(width - text.count, 0)) + text
  }
}
