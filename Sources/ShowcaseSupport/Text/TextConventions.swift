import Foundation

/// How the runner writes numbers, times, widths, colours and lists: the same in every locale and
/// in every command.
package enum NumberText {
  /// `100,000`.
  package static func grouped(_ number: Int) -> String {
    let digits = Array(String(number.magnitude))
    var text = number < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// `100k` for a whole number of thousands, else the grouped number.
  package static func compact(_ number: Int) -> String {
    number >= 1_000 && number % 1_000 == 0 ? "\(grouped(number / 1_000))k" : grouped(number)
  }

  /// `3.1` for `decimal(3.14159)`; `3.142` for `decimal(3.14159, places: 3)`.
  package static func decimal(_ value: Double, places: Int = 1) -> String {
    String(format: "%.\(places)f", value)
  }

  /// `8.3×` below ten, `97×` and `10,000×` above.
  package static func factor(_ value: Double) -> String {
    value < 10 ? decimal(value) + "×" : "\(grouped(Int(value.rounded())))×"
  }

  /// `850 ns`, `12.3 µs`, `4.56 ms`, `1.23 s`.
  package static func duration(_ duration: Duration) -> String {
    let nanoseconds = Timing.nanoseconds(duration)
    return switch nanoseconds {
    case ..<1_000: "\(nanoseconds) ns"
    case ..<1_000_000: decimal(Double(nanoseconds) / 1e3) + " µs"
    case ..<1_000_000_000: decimal(Double(nanoseconds) / 1e6, places: 2) + " ms"
    default: decimal(Double(nanoseconds) / 1e9, places: 2) + " s"
    }
  }
}

/// `a`, `a or b`, `a, b or c`: a list of choices as every message of the runner writes it.
package func choiceList(_ choices: [String], joinedBy word: String = "or") -> String {
  guard let last = choices.last, choices.count > 1 else { return choices.joined() }
  return choices.dropLast().joined(separator: ", ") + " \(word) " + last
}

/// How the runner reads its clock.
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

/// How wide the output may be.
package enum ScreenWidth {
  /// Narrower than this, not even one screen fits.
  static let minimum = 12
  /// More than thirty screens side by side: no terminal or slide shows it.
  static let maximum = 1_000
  /// When neither `--width`, `COLUMNS` nor the terminal says: what a projector shows in
  /// letters a room can read.
  package static let standard = 100
  /// For code in columns (`diff`, `compare-tests`): one column's room to read.
  package static let codeColumnsMinimum = 40
}

/// How output is decorated: colour only for a person at a terminal that wants it.
package struct Style: Sendable, Equatable {
  var usesColour: Bool

  package static let plain = Style(usesColour: false)

  /// Red, for what differs or failed.
  package func alert(_ text: String) -> String { styled(text, code: 31) }

  /// Bold, for step headers.
  package func strong(_ text: String) -> String { styled(text, code: 1) }

  private func styled(_ text: String, code: Int) -> String {
    usesColour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
