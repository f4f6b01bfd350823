import Foundation
import ShowcaseSupport

/// The file's two forms of dates. Foundation's parsers read `2023-02-30` as 2 March and
/// `1000-01-01` in the Julian calendar, and say nothing of why they refuse a date; so the day is
/// read here, in the proleptic Gregorian calendar. A moment's time is read by Foundation's ISO
/// 8601 parser, unless it is the plain `HH:mm:ssZ` of most moments, read here much faster.
enum FileDate {
  enum Problem: Error, Equatable {
    case form
    /// The year 0000, which the form allows and the file does not.
    case yearZero
    /// A day that does not exist; says why.
    case doesNotExist(String)
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// Reads `yyyy-MM-dd` as midnight UTC of that day in the proleptic Gregorian calendar.
  static func day(_ text: String) throws(Problem) -> Date {
    let bytes = Array(text.utf8)
    guard bytes.count == 10 else { throw .form }
    return try day(bytes)
  }

  /// Reads `yyyy-MM-ddTHH:mm:ss`, an optional fraction of a second, and `Z` or an offset.
  static func moment(_ text: String) throws(Problem) -> Date {
    let bytes = Array(text.utf8)
    guard bytes.count > 10, bytes[10] == UInt8(ascii: "T") else { throw .form }
    let day = try day(bytes)
    if let seconds = plainTime(bytes) {
      return day.addingTimeInterval(Double(seconds))
    }
    let timeStart = text.utf8.index(text.startIndex, offsetBy: 11)
    guard
      let time = try? timeStyle.consuming(
        text, startingAt: timeStart, in: timeStart..<text.endIndex),
      time.upperBound == text.endIndex
    else { throw .form }
    return day.addingTimeInterval(time.output.timeIntervalSince1970)
  }

  private static func day(_ bytes: [UInt8]) throws(Problem) -> Date {
    guard bytes[4] == dash, bytes[7] == dash, let year = number(bytes, 0..<4),
      let month = number(bytes, 5..<7), let day = number(bytes, 8..<10)
    else { throw .form }
    guard year >= 1 else { throw .yearZero }
    guard (1...12).contains(month) else {
      throw .doesNotExist("there is no month \(String(decoding: bytes[5..<7], as: UTF8.self))")
    }
    let first = daysSince1970(year, month, 1)
    let length = daysSince1970(year + month / 12, month % 12 + 1, 1) - first
    guard (1...length).contains(day) else {
      let name = monthNames[month - 1]
      throw .doesNotExist(day == 0 ? "there is no day 00" : "\(name) \(year) has \(length) days")
    }
    return Date(timeIntervalSince1970: Double(first + day - 1) * 86_400)
  }

  /// A moment's time and zone, read as a time on 1 January 1970, UTC.
  private static let timeStyle = Date.ISO8601FormatStyle()
    .time(includingFractionalSeconds: false).timeZone(separator: .colon)

  /// The seconds since midnight of a time `HH:mm:ssZ`; `nil` for any other form.
  private static func plainTime(_ bytes: [UInt8]) -> Int? {
    guard bytes.count == 20, bytes[13] == colon, bytes[16] == colon,
      bytes[19] == UInt8(ascii: "Z"), let hours = number(bytes, 11..<13),
      let minutes = number(bytes, 14..<16), let seconds = number(bytes, 17..<19), hours < 24,
      minutes < 60, seconds < 60
    else { return nil }
    return (hours * 60 + minutes) * 60 + seconds
  }

  private static let dash = UInt8(ascii: "-")
  private static let colon = UInt8(ascii: ":")

  private static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var value = 0
    for index in range {
      let digit = Int(bytes[index]) - 0x30
      guard digit >= 0, digit <= 9 else { return nil }
      value = value * 10 + digit
    }
    return value
  }

  /// The days from 1 January 1970 to a day of the proleptic Gregorian calendar. The year is
  /// counted from March, so that a leap day ends it; 400 years are 146,097 days (H. Hinnant,
  /// "chrono-Compatible Low-Level Date Algorithms", days_from_civil).
  private static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
    let marchYear = month <= 2 ? year - 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
    let yearOfEra = marchYear - era * 400
    let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

extension FileDate.Problem {
  /// The problem in words, for `text` written in `form`; a date that does not exist is `what`.
  func explained(_ text: String, _ form: String, _ what: String) -> String {
    let found = "found the string " + Echo.quoted(text, limit: 40)
    return switch self {
    case .form: "expected \(form), \(found)"
    case .yearZero: "expected a year from 0001 to 9999, \(found)"
    case .doesNotExist(let reason): "\(what) \(Echo.quoted(text)) does not exist (\(reason))"
    }
  }
}
