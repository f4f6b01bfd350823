import Foundation

/// The two date forms of the file, read strictly from a string's UTF-8 bytes: `yyyy-MM-dd`
/// (midnight UTC) and ISO 8601 `yyyy-MM-ddTHH:mm:ss[.fraction](Z|±HH:mm)`. Foundation's ISO 8601
/// parser is not used: it accepts 30 February and trailing text, and differs between platforms.
///
/// Days are those of the proleptic Gregorian calendar, as ISO 8601 has it: the Gregorian rules
/// apply before 15 October 1582 too, with no switch to the Julian calendar. Years go from 0001
/// to 9999: the greeting shows the year of the era, and there is no year 0 of an era.
enum FileDate {
  /// Why a string is not a date of the file.
  enum Problem: Error, Equatable {
    /// The string is not written in the form.
    case form
    /// The year is 0000, which the form allows and the file does not.
    case yearZero
    /// The string has the form, but names a day or a time that does not exist; says why.
    case doesNotExist(String)
  }

  static func day(_ text: UnsafeBufferPointer<UInt8>) throws(Problem) -> Date {
    var reader = DateReader(text)
    guard let day = reader.day(), reader.atEnd else { throw .form }
    return Date(timeIntervalSince1970: Double(try day.daysSince1970()) * 86_400)
  }

  static func moment(_ text: UnsafeBufferPointer<UInt8>) throws(Problem) -> Date {
    var reader = DateReader(text)
    guard let day = reader.day(), reader.skip(0x54),  // T
      let hour = reader.number(digits: 2), reader.skip(0x3A),  // :
      let minute = reader.number(digits: 2), reader.skip(0x3A),
      let second = reader.number(digits: 2)
    else { throw .form }
    let fraction = reader.fraction()
    guard let zone = reader.zoneOffset(), reader.atEnd else { throw .form }
    let days = try day.daysSince1970()
    for (value, name, last) in [(hour, "hour", 23), (minute, "minute", 59), (second, "second", 59)]
    where value > last {
      throw .doesNotExist("there is no \(name) \(twoDigits(value))")
    }
    guard zone.hours <= 23, zone.minutes <= 59 else {
      let sign = zone.sign < 0 ? "-" : "+"
      throw .doesNotExist(
        "there is no time zone \(sign)\(twoDigits(zone.hours)):\(twoDigits(zone.minutes))")
    }
    let offset = zone.sign * (zone.hours * 3_600 + zone.minutes * 60)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  fileprivate static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}

/// A day as written, `yyyy-MM-dd`, before it is checked to exist.
private struct WrittenDay {
  let year: Int
  let month: Int
  let day: Int

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The days since 1970-01-01 in the proleptic Gregorian calendar, once the day is checked to
  /// exist.
  func daysSince1970() throws(FileDate.Problem) -> Int {
    guard year >= 1 else { throw .yearZero }
    guard (1...12).contains(month) else {
      throw .doesNotExist("there is no month \(FileDate.twoDigits(month))")
    }
    let length = Self.length(ofMonth: month, in: year)
    guard (1...length).contains(day) else {
      throw .doesNotExist(
        day == 0
          ? "there is no day 00"
          : "\(Self.monthNames[month - 1]) \(year) has \(length) days")
    }
    // Days from the civil calendar (H. Hinnant's algorithm): years start in March, so that
    // the leap day is the last day of a year.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func length(ofMonth month: Int, in year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

/// A cursor over the bytes of a date: it reads the form, and leaves the ranges to the caller.
private struct DateReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  var atEnd: Bool { index == bytes.count }

  /// Reads `yyyy-MM-dd`.
  mutating func day() -> WrittenDay? {
    guard let year = number(digits: 4), skip(0x2D),  // -
      let month = number(digits: 2), skip(0x2D),
      let day = number(digits: 2)
    else { return nil }
    return WrittenDay(year: year, month: month, day: day)
  }

  /// Reads exactly `digits` decimal digits.
  mutating func number(digits: Int) -> Int? {
    guard index + digits <= bytes.count else { return nil }
    var value = 0
    for _ in 0..<digits {
      guard Self.isDigit(bytes[index]) else { return nil }
      value = value * 10 + Int(bytes[index] - 0x30)
      index += 1
    }
    return value
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

  /// Reads `Z` or `±HH:mm`.
  mutating func zoneOffset() -> (sign: Int, hours: Int, minutes: Int)? {
    if skip(0x5A) { return (1, 0, 0) }  // Z
    let sign: Int
    if skip(0x2B) {  // +
      sign = 1
    } else if skip(0x2D) {  // -
      sign = -1
    } else {
      return nil
    }
    guard let hours = number(digits: 2), skip(0x3A),  // :
      let minutes = number(digits: 2)
    else { return nil }
    return (sign, hours, minutes)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= 0x30 && byte <= 0x39
  }
}
