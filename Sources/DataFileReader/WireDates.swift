import Foundation
import ShowcaseSupport

/// A day, `yyyy-MM-dd`, at midnight UTC.
struct WireDay: Decodable {
  var value: Date

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      value = try FileDate.day(text[...])
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: error.explained(text, "a date as yyyy-MM-dd", "the date"))
    }
  }
}

/// A date and time with a time zone: ISO 8601's `2023-11-15T22:13:20Z`.
struct WireMoment: Decodable {
  var value: Date

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      value = try FileDate.moment(text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: error.explained(
          text, "an ISO 8601 date and time with a time zone, such as 2023-11-15T22:13:20Z",
          "the date and time"))
    }
  }
}

/// The file's two forms of dates. Foundation's parsers read `2023-02-30` as 2 March and
/// `1000-01-01` in the Julian calendar, and say nothing of why they refuse a date; so the day is
/// read here, strictly, and made a date by Foundation's calendar. The time and the time zone of
/// a moment are read by Foundation's ISO 8601 parser.
enum FileDate {
  /// Why a string is not a date of the file.
  enum Problem: Error, Equatable {
    /// The string is not written in the form.
    case form
    /// The year is 0000, which the form allows and the file does not.
    case yearZero
    /// The string has the form, but names a day that does not exist; says why.
    case doesNotExist(String)
  }

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.locale = Locale(identifier: "en_US_POSIX")
    return calendar
  }()

  /// The Gregorian calendar repeats itself every 400 years, which are 146,097 days.
  private static let cycle = (years: 400, seconds: 146_097.0 * 86_400)

  /// Reads `yyyy-MM-dd` as midnight UTC of that day in the proleptic Gregorian calendar.
  static func day(_ text: Substring) throws(Problem) -> Date {
    let bytes = Array(text.utf8)
    let dash = UInt8(ascii: "-")
    guard bytes.count == 10, bytes[4] == dash, bytes[7] == dash,
      bytes.indices.allSatisfy({ [4, 7].contains($0) || (0x30...0x39).contains(bytes[$0]) })
    else { throw .form }
    func number(_ range: Range<Int>) -> Int {
      bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
    guard year >= 1 else { throw .yearZero }
    guard (1...12).contains(month) else {
      throw .doesNotExist("there is no month \(text.dropFirst(5).prefix(2))")
    }
    // Foundation's calendar is Julian before 15 October 1582; ISO 8601's stays Gregorian. An
    // earlier day is found some 400-year cycles later, where the two agree, and moved back.
    let cycles = max(0, (1_999 - year) / cycle.years)
    let shifted = year + cycles * cycle.years
    guard let first = calendar.date(from: DateComponents(year: shifted, month: month, day: 1)),
      let next = calendar.date(from: DateComponents(year: shifted, month: month + 1, day: 1))
    else { throw .form }
    let length = Int(next.timeIntervalSince(first) / 86_400)
    guard (1...length).contains(day) else {
      let name = calendar.monthSymbols[month - 1]
      throw .doesNotExist(day == 0 ? "there is no day 00" : "\(name) \(year) has \(length) days")
    }
    return first.addingTimeInterval(Double(day - 1) * 86_400 - Double(cycles) * cycle.seconds)
  }

  /// The time and the zone of a moment, `22:13:20Z`, read as a time on 1 January 1970, UTC:
  /// the seconds since the day's midnight UTC.
  private static let timeStyle = Date.ISO8601FormatStyle()
    .time(includingFractionalSeconds: false).timeZone(separator: .colon)

  /// Reads `yyyy-MM-ddTHH:mm:ss`, an optional fraction of a second, and `Z` or an offset.
  static func moment(_ text: String) throws(Problem) -> Date {
    guard let separator = text.firstIndex(of: "T") else { throw .form }
    let day = try day(text[..<separator])
    let timeStart = text.index(after: separator)
    guard
      let time = try? timeStyle.consuming(
        text, startingAt: timeStart, in: timeStart..<text.endIndex),
      time.upperBound == text.endIndex
    else { throw .form }
    return day.addingTimeInterval(time.output.timeIntervalSince1970)
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
