import DataFileReader
import Foundation
import Model
import Testing

/// The file's dates: days of the proleptic Gregorian calendar, as ISO 8601 has them, before
/// 1582 too; a day that has the form but does not exist says why, with its key path. The time
/// and the zone of a record are read by Foundation, as loosely as the doc says.
struct DataFileDateTests {
  /// The data file with `birthdate` as the person's birthdate.
  private func file(birthdate: String) -> String {
    """
    { "person": { "firstName": "John", "lastName": "Smith", "phase": "high",
      "birthdate": \(birthdate) },
      "subjects": [{ "id": 1, "name": "Math", "phases": ["high"] }], "userSubjects": [] }
    """
  }

  /// The file with one record updated at `updatedAt`.
  private func file(updatedAt: String) -> String {
    """
    { "person": { "firstName": "John", "lastName": "Smith", "phase": "high" },
      "subjects": [{ "id": 1, "name": "Math", "phases": ["high"] }], "userSubjects": [
        { "subjectID": 1, "status": "on", "updatedAt": \(updatedAt) }] }
    """
  }

  private func decoded(_ json: String) throws(DataFileError) -> DataSet {
    try DataFile.decode(Data(json.utf8), file: "data.json")
  }

  private func message(_ json: String) -> String? {
    do {
      _ = try decoded(json)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    arguments: [
      // The day the Gregorian calendar began, the day before it, and 1 January 1000.
      ("1582-10-15", -12_219_292_800),
      ("1582-10-14", -12_219_379_200),
      ("1000-01-01", -30_610_224_000),
      ("0001-01-01", -62_135_596_800),
      ("1500-03-01", -14_826_672_000),
      ("2000-02-29", 951_782_400),
      ("9999-12-31", 253_402_214_400),
    ])
  func daysBeforeTheGregorianReformAreProlepticGregorian(day: String, seconds: Int) throws {
    // When
    let data = try decoded(file(birthdate: "\"\(day)\""))
    // Then
    #expect(data.person.birthdate == Date(timeIntervalSince1970: Double(seconds)))
  }

  @Test(
    arguments: [
      ("2023-02-30", "the date \"2023-02-30\" does not exist (February 2023 has 28 days)"),
      ("1900-02-29", "the date \"1900-02-29\" does not exist (February 1900 has 28 days)"),
      ("1500-02-29", "the date \"1500-02-29\" does not exist (February 1500 has 28 days)"),
      ("2023-04-31", "the date \"2023-04-31\" does not exist (April 2023 has 30 days)"),
      ("2023-13-01", "the date \"2023-13-01\" does not exist (there is no month 13)"),
      ("2023-00-10", "the date \"2023-00-10\" does not exist (there is no month 00)"),
      ("2023-01-00", "the date \"2023-01-00\" does not exist (there is no day 00)"),
      ("0000-01-01", "expected a year from 0001 to 9999, found the string \"0000-01-01\""),
      ("1970-1-1", "expected a date as yyyy-MM-dd, found the string \"1970-1-1\""),
      (
        "1970-01-01T00:00:00Z",
        #"expected a date as yyyy-MM-dd, found the string "1970-01-01T00:00:00Z""#
      ),
      ("+970-01-01", "expected a date as yyyy-MM-dd, found the string \"+970-01-01\""),
    ])
  func aBirthdateThatIsNoDaySaysWhy(day: String, problem: String) {
    #expect(message(file(birthdate: "\"\(day)\"")) == "data.json: person.birthdate: \(problem)")
  }

  @Test func aBirthdateOfTheWrongTypeSaysWhatWasFound() {
    #expect(
      message(file(birthdate: "19700101"))
        == "data.json: person.birthdate: expected a string, found the number 19700101")
  }

  @Test(
    arguments: [
      (
        "2023-02-29T10:00:00Z",
        "the date and time \"2023-02-29T10:00:00Z\" does not exist (February 2023 has 28 days)"
      ),
      (
        "2023-11-15 22:13:20Z",
        "expected an ISO 8601 date and time with a time zone, such as 2023-11-15T22:13:20Z, "
          + "found the string \"2023-11-15 22:13:20Z\""
      ),
      (
        "2023-11-15T22:13:20",
        "expected an ISO 8601 date and time with a time zone, such as 2023-11-15T22:13:20Z, "
          + "found the string \"2023-11-15T22:13:20\""
      ),
      (
        "2023-11-15T22:13:20Z and more",
        "expected an ISO 8601 date and time with a time zone, such as 2023-11-15T22:13:20Z, "
          + "found the string \"2023-11-15T22:13:20Z and more\""
      ),
      (
        "2023-11-15T22:13:20+24:00",
        "expected an ISO 8601 date and time with a time zone, such as 2023-11-15T22:13:20Z, "
          + "found the string \"2023-11-15T22:13:20+24:00\""
      ),
    ])
  func anUpdateTimeThatIsNoMomentSaysWhy(moment: String, problem: String) {
    #expect(
      message(file(updatedAt: "\"\(moment)\""))
        == "data.json: userSubjects[0].updatedAt: \(problem)")
  }

  @Test(
    arguments: [
      ("2023-11-15T22:13:20Z", 1_700_086_400),
      ("2023-11-15T22:13:20.250Z", 1_700_086_400.25),
      ("2023-11-16T06:13:20+08:00", 1_700_086_400),
      ("1000-01-01T12:00:00Z", -30_610_180_800),
      // What Foundation reads besides the documented form: midnight at the end of a day, a
      // one-digit hour, a lower-case z, an offset without its colon or its minutes.
      ("2023-11-15T24:00:00Z", 1_700_092_800),
      ("2023-11-15T2:13:20Z", 1_700_014_400),
      ("2023-11-15T22:13:20z", 1_700_086_400),
      ("2023-11-16T06:13:20+0800", 1_700_086_400),
      ("2023-11-16T06:13:20+08", 1_700_086_400),
    ])
  func anUpdateTimeIsReadWithItsZone(moment: String, seconds: Double) throws {
    // When
    let data = try decoded(file(updatedAt: "\"\(moment)\""))
    // Then
    #expect(data.userSubjects.map(\.updatedAt) == [Date(timeIntervalSince1970: seconds)])
  }
}
