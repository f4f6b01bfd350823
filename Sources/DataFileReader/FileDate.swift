import Foundation

/// The two date forms of the file, read strictly: `yyyy-MM-dd` (midnight UTC) and ISO 8601
/// `yyyy-MM-ddTHH:mm:ss[.fraction](Z|±HH:mm)`. Foundation's ISO 8601 parser is not used: it
/// accepts 30 February and trailing text, and differs between platforms.
enum FileDate {
  static func day(_ text: String) -> Date? {
    var reader = DateReader(text)
    guard let days = reader.days(), reader.atEnd else { return nil }
    return Date(timeIntervalSince1970: Double(days) * 86_400)
  }

  static func moment(_ text: String) -> Date? {
    var reader = DateReader(text)
    guard let days = reader.days(), reader.skip("T"),
      let hour = reader.number(digits: 2, in: 0...23), reader.skip(":"),
      let minute = reader.number(digits: 2, in: 0...59), reader.skip(":"),
      let second = reader.number(digits: 2, in: 0...59)
    else { return nil }
    let fraction = reader.fraction()
    guard let offset = reader.zoneOffset(), reader.atEnd else { return nil }
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }
}

/// A cursor over a date string.
private struct DateReader {
  private var bytes: ArraySlice<UInt8>

  init(_ text: String) {
    bytes = Array(text.utf8)[...]
  }

  var atEnd: Bool { bytes.isEmpty }

  /// Reads `yyyy-MM-dd` and returns the days since 1970-01-01.
  mutating func days() -> Int? {
    guard let year = number(digits: 4, in: 0...9_999), skip("-"),
      let month = number(digits: 2, in: 1...12), skip("-"),
      let day = number(digits: 2, in: 1...31), day <= Self.length(ofMonth: month, in: year)
    else { return nil }
    // Days from the civil calendar (H. Hinnant's algorithm): years start in March, so that
    // the leap day is the last day of a year.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  mutating func number(digits: Int, in range: ClosedRange<Int>) -> Int? {
    let part = bytes.prefix(digits)
    guard part.count == digits, part.allSatisfy(Self.isDigit) else { return nil }
    bytes = bytes.dropFirst(digits)
    let value = part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    return range.contains(value) ? value : nil
  }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard bytes.first == UInt8(ascii: character) else { return false }
    bytes = bytes.dropFirst()
    return true
  }

  /// Reads an optional `.digits` part of a second.
  mutating func fraction() -> Double {
    guard bytes.first == UInt8(ascii: "."), bytes.dropFirst().first.map(Self.isDigit) == true
    else { return 0 }
    let digits = bytes.dropFirst().prefix(while: Self.isDigit)
    bytes = bytes.dropFirst(1 + digits.count)
    return Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
  }

  /// Reads `Z` or `±HH:mm` and returns the offset from UTC in seconds.
  mutating func zoneOffset() -> Int? {
    if skip("Z") { return 0 }
    let sign: Int
    if skip("+") {
      sign = 1
    } else if skip("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(digits: 2, in: 0...23), skip(":"),
      let minutes = number(digits: 2, in: 0...59)
    else { return nil }
    return sign * (hours * 3_600 + minutes * 60)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func length(ofMonth month: Int, in year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
