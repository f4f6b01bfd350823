import Foundation

/// The two date forms of the file, read strictly from a string's UTF-8 bytes: `yyyy-MM-dd`
/// (midnight UTC) and ISO 8601 `yyyy-MM-ddTHH:mm:ss[.fraction](Z|±HH:mm)`. Foundation's ISO 8601
/// parser is not used: it accepts 30 February and trailing text, and differs between platforms.
enum FileDate {
  static func day(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
    var reader = DateReader(text)
    guard let days = reader.days(), reader.atEnd else { return nil }
    return Date(timeIntervalSince1970: Double(days) * 86_400)
  }

  static func moment(_ text: UnsafeBufferPointer<UInt8>) -> Date? {
    var reader = DateReader(text)
    guard let days = reader.days(), reader.skip(0x54),  // T
      let hour = reader.number(digits: 2, in: 0...23), reader.skip(0x3A),  // :
      let minute = reader.number(digits: 2, in: 0...59), reader.skip(0x3A),
      let second = reader.number(digits: 2, in: 0...59)
    else { return nil }
    let fraction = reader.fraction()
    guard let offset = reader.zoneOffset(), reader.atEnd else { return nil }
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }
}

/// A cursor over the bytes of a date.
private struct DateReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var atEnd: Bool { index == bytes.count }

  /// Reads `yyyy-MM-dd` and returns the days since 1970-01-01.
  mutating func days() -> Int? {
    guard let year = number(digits: 4, in: 0...9_999), skip(0x2D),  // -
      let month = number(digits: 2, in: 1...12), skip(0x2D),
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

  /// Reads exactly `digits` decimal digits, as a number that must lie in `range`.
  mutating func number(digits: Int, in range: ClosedRange<Int>) -> Int? {
    guard index + digits <= bytes.count else { return nil }
    var value = 0
    for _ in 0..<digits {
      guard Self.isDigit(bytes[index]) else { return nil }
      value = value * 10 + Int(bytes[index] - 0x30)
      index += 1
    }
    return range.contains(value) ? value : nil
  }

  /// Steps over `byte` if it is the next one.
  mutating func skip(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  /// Reads an optional `.digits` part of a second.
  mutating func fraction() -> Double {
    guard index + 1 < bytes.count, bytes[index] == 0x2E, Self.isDigit(bytes[index + 1]) else {
      return 0
    }
    let start = index + 1
    index = start
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    let digits = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    return Double("0." + digits) ?? 0
  }

  /// Reads `Z` or `±HH:mm` and returns the offset from UTC in seconds.
  mutating func zoneOffset() -> Int? {
    if skip(0x5A) { return 0 }  // Z
    let sign: Int
    if skip(0x2B) {  // +
      sign = 1
    } else if skip(0x2D) {  // -
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(digits: 2, in: 0...23), skip(0x3A),  // :
      let minutes = number(digits: 2, in: 0...59)
    else { return nil }
    return sign * (hours * 3_600 + minutes * 60)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }

  private static func length(ofMonth month: Int, in year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
