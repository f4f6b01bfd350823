import Foundation

/// How the runner writes numbers: thousands grouped, sizes made short, decimals, factors and
/// durations; the same in every locale, and the same in the report and both benches.
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

  /// How many times one figure is another: `8.3×` below ten, `97×` and `10,000×` above.
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
