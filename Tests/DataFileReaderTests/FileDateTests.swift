import DataFileReader
import Foundation
import Model
import Testing

/// The file's dates: days of the proleptic Gregorian calendar, as ISO 8601 has them, before
/// 1582 too; a date that has the form but does not exist says so, with its key path and line.
struct FileDateTests {
  /// The data file with `birthdate` as the person's birthdate, on line 3.
  private func file(birthdate: String) -> String {
    """
    { "person": { "firstName": "John", "lastName": "Smith", "phase": "high",
      "salutation": null,
      "birthdate": \(birthdate) },
      "subjects": [{ "id": 1, "name": "Math", "phases": ["high"] }], "userSubjects": [] }
    """
  }

  /// The file with one record updated at `updatedAt`, on line 3.
  private func file(updatedAt: String) -> String {
    """
    { "person": { "firstName": "John", "lastName": "Smith", "phase": "high" },
      "subjects": [{ "id": 1, "name": "Math", "phases": ["high"] }], "userSubjects": [
        { "subjectID": 1, "status": "on", "updatedAt": \(updatedAt) }] }
    """
  }

  private func message(_ json: String) -> String? {
    do {
      _ = try DataFile.decode(Data(json.utf8), file: "data.json")
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
      ("2000-02-29", 951_782_400),
    ])
  func daysBeforeTheGregorianReformAreProlepticGregorian(day: String, seconds: Int) throws {
    // When
    let data = try DataFile.decode(Data(file(birthdate: "\"\(day)\"").utf8), file: "data.json")
    // Then
    #expect(data.person.birthdate == Date(timeIntervalSince1970: Double(seconds)))
  }

  @Test(
    arguments: [
      ("2023-02-30", "the date \"2023-02-30\" does not exist (February 2023 has 28 days)"),
      ("1900-02-29", "the date \"1900-02-29\" does not exist (February 1900 has 28 days)"),
      ("2023-04-31", "the date \"2023-04-31\" does not exist (April 2023 has 30 days)"),
      ("2023-13-01", "the date \"2023-13-01\" does not exist (there is no month 13)"),
      ("2023-00-10", "the date \"2023-00-10\" does not exist (there is no month 00)"),
      ("2023-01-00", "the date \"2023-01-00\" does not exist (there is no day 00)"),
      ("0000-01-01", "expected a year from 0001 to 9999, found the string \"0000-01-01\""),
    ])
  func aBirthdateThatDoesNotExistSaysSo(day: String, problem: String) {
    #expect(message(file(birthdate: "\"\(day)\"")) == "data.json:3: person.birthdate: \(problem)")
  }

  @Test(
    arguments: [
      (
        "2023-02-29T10:00:00Z",
        "the date and time \"2023-02-29T10:00:00Z\" does not exist (February 2023 has 28 days)"
      ),
      (
        "2023-11-15T24:00:00Z",
        "the date and time \"2023-11-15T24:00:00Z\" does not exist (there is no hour 24)"
      ),
      (
        "2023-11-15T23:60:00Z",
        "the date and time \"2023-11-15T23:60:00Z\" does not exist (there is no minute 60)"
      ),
      (
        "2023-11-15T23:59:60Z",
        "the date and time \"2023-11-15T23:59:60Z\" does not exist (there is no second 60)"
      ),
      (
        "2023-11-15T22:13:20+24:00",
        "the date and time \"2023-11-15T22:13:20+24:00\" does not exist "
          + "(there is no time zone +24:00)"
      ),
    ])
  func anUpdateTimeThatDoesNotExistSaysSo(moment: String, problem: String) {
    #expect(
      message(file(updatedAt: "\"\(moment)\""))
        == "data.json:3: userSubjects[0].updatedAt: \(problem)")
  }
}
