import DataFileReader
import Foundation
import Model

/// Times the package's data-file reader on a big file, beside Foundation's `JSONDecoder`
/// reading the same bytes into `Decodable` types of the same shape, dates included. The reader
/// does more than the decoder: it names the line of every mistake and refuses what the format
/// forbids. The figure to read is the ratio between the two, which depends less on the machine
/// than either time.
///
/// The file is made in memory, the same on every run and every machine: a learner, `subjects`
/// subjects spread over the phases, some with non-ASCII names and escapes, and `records`
/// records dated across five years, some with a time zone offset.
@MainActor
enum DataFileBenchmark {
  /// What one run of the benchmark measured.
  struct Results: Sendable, Equatable {
    var subjects: Int
    var records: Int
    /// The size of the file, in bytes.
    var bytes: Int
    var runs: Int
    /// The median time of the package's reader.
    var reader: Duration
    /// The median time of `JSONDecoder`.
    var decoder: Duration
    /// What is wrong, if the two did not read the same data.
    var problem: String?
  }

  static let defaultSubjects = 100_000
  static let defaultRecords = 100_000

  /// Reads the same file `runs` times with each reader, in turns so that a busy machine slows
  /// both alike, and keeps the medians.
  static func run(
    subjects: Int = defaultSubjects, records: Int = defaultRecords, runs: Int = 3
  ) -> Results {
    let file = dataFile(subjects: subjects, records: records)
    let clock = ContinuousClock()
    var read: Result<DataSet, DataFileError>?
    var decoded: Result<DecodableDataSet, any Error>?
    var readerTimes: [Duration] = []
    var decoderTimes: [Duration] = []
    for _ in 0..<max(runs, 1) {
      let readerTime = clock.measure {
        read = Result { () throws(DataFileError) in try DataFile.decode(file, file: "bench.json") }
      }
      let decoderTime = clock.measure {
        decoded = Result { try DecodableDataSet.decoder.decode(DecodableDataSet.self, from: file) }
      }
      readerTimes.append(readerTime)
      decoderTimes.append(decoderTime)
    }
    return Results(
      subjects: subjects, records: records, bytes: file.count, runs: max(runs, 1),
      reader: Timing.median(readerTimes), decoder: Timing.median(decoderTimes),
      problem: difference(read, decoded))
  }

  /// Says what differs between the two readings, or `nil` when they are the same data.
  private static func difference(
    _ read: Result<DataSet, DataFileError>?, _ decoded: Result<DecodableDataSet, any Error>?
  ) -> String? {
    switch (read, decoded) {
    case (.success(let read)?, .success(let decoded)?):
      read == decoded.dataSet ? nil : "the two readers read different data"
    case (.failure(let error)?, _): "the reader failed: \(error)"
    case (_, .failure(let error)?): "JSONDecoder failed: \(error)"
    default: "nothing was read"
    }
  }

  /// The table: each reader's median, and how many times the decoder's time the reader takes.
  static func report(_ results: Results) -> [String] {
    let ratio = results.reader / max(results.decoder, .nanoseconds(1))
    let megabytes = NumberText.decimal(Double(results.bytes) / 1e6) + " MB"
    var lines = [
      "Loading a data file of \(NumberText.grouped(results.subjects)) subjects and "
        + "\(NumberText.grouped(results.records)) records (\(megabytes)) from memory.",
      "Median of \(results.runs) runs. JSONDecoder reads the same bytes into Decodable types of",
      "the same shape, dates included; it checks fewer rules and names no line in its errors.",
      "",
    ]
    lines += TextTable(alignments: [.left, .right, .right]).lines([
      ["reader", "median", "ratio"],
      ["DataFile.decode", NumberText.duration(results.reader), NumberText.factor(ratio)],
      ["JSONDecoder", NumberText.duration(results.decoder), NumberText.factor(1)],
    ])
    if let problem = results.problem { lines += ["", "wrong data: \(problem)"] }
    return lines
  }

  // MARK: The file

  /// A data file of `subjects` subjects and `records` records, written as a person would lay
  /// it out: one subject or record per line.
  static func dataFile(subjects: Int, records: Int) -> Data {
    var text = """
      {
        "person": {
          "salutation": "Dr.", "firstName": "Ada", "lastName": "Lovelace",
          "birthdate": "1815-12-10", "phase": "high"
        },
        "subjects": [

      """
    let phases = [#"["primary"]"#, #"["middle", "high"]"#, #"["primary", "middle", "high"]"#]
    for index in 0..<subjects {
      let id = index + 1
      // Every tenth name is not plain ASCII: half written as it is, half as escapes.
      let name =
        switch index % 20 {
        case 0: #"Éducation \"\#(id)\""#
        case 10: #"\u00c9conomie\t\#(id)"#
        default: "Subject \(id)"
        }
      let comma = index == subjects - 1 ? "" : ","
      text += #"    { "id": \#(id), "name": "\#(name)", "phases": \#(phases[index % 3]) }\#(comma)"#
      text += "\n"
    }
    text += "  ],\n  \"userSubjects\": [\n"
    for index in 0..<records {
      let subjectID = index * 7_919 % max(subjects, 1) + 1
      let date =
        "\(2020 + index % 5)-\(twoDigits(1 + index % 12))-\(twoDigits(1 + index % 28))"
      let time = "\(twoDigits(index % 24)):\(twoDigits(index % 60)):\(twoDigits(index / 60 % 60))"
      let zone = index % 4 == 0 ? "+08:00" : "Z"
      let status = index % 3 == 0 ? "off" : "on"
      let comma = index == records - 1 ? "" : ","
      text += #"    { "subjectID": \#(subjectID), "updatedAt": "\#(date)T\#(time)\#(zone)", "#
      text += #""status": "\#(status)" }\#(comma)"#
      text += "\n"
    }
    text += "  ]\n}\n"
    return Data(text.utf8)
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
