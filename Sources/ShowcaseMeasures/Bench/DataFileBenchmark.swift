import DataFileReader
import Foundation
import Model
import ShowcaseSupport

/// What reading a data file costs. A file of 100,000 subjects is read by the reader, which
/// checks everything and says where a problem is. A plain `JSONDecoder` reads the same text
/// into structs of the format's shape, with a `String` for each text, and checks nothing. The
/// runs alternate, so that a change in the machine's load falls on both alike. The reader should
/// take at most twice as long.
@MainActor
enum DataFileBenchmark {
  struct Results: Sendable, Equatable {
    var subjects: Int
    var records: Int
    var bytes: Int
    var runs: Int
    var reader: Duration
    var plain: Duration

    /// How many times the plain decoder's time the reader takes.
    var ratio: Double {
      Timing.seconds(reader) / Timing.seconds(plain)
    }
  }

  /// The most the reader may take, as a multiple of the plain decoder's time.
  static let allowedRatio = 2.0

  /// Reads the bench's data set of `subjects` subjects, as a file, `runs` times each way.
  static func run(subjects: Int = 100_000, runs: Int = 5) -> Results {
    let data = Bench.dataSet(subjects: subjects)
    let file = Data(fileText(of: data).utf8)
    let decoder = JSONDecoder()
    var times: [(reader: Duration, plain: Duration)] = []
    let clock = ContinuousClock()
    // The first round warms code and memory up, and is not counted.
    for round in 0...runs {
      var read: DataSet?
      let readerTime = clock.measure { read = try? DataFile.decode(file, file: "bench.json") }
      var decoded: PlainDataSet?
      let plainTime = clock.measure {
        decoded = try? decoder.decode(PlainDataSet.self, from: file)
      }
      // Using the answers keeps the optimizer from skipping the work they come from.
      precondition(read == data, "the reader read the bench's file wrong")
      precondition(decoded?.subjects.count == subjects, "the plain decoder read the file wrong")
      guard round > 0 else { continue }
      times.append((readerTime, plainTime))
    }
    return Results(
      subjects: subjects, records: data.userSubjects.count, bytes: file.count, runs: runs,
      reader: Timing.median(times.map { $0.reader }), plain: Timing.median(times.map { $0.plain }))
  }

  static func report(_ results: Results) -> [String] {
    let megabytes = NumberText.decimal(Double(results.bytes) / 1e6)
    let verdict = results.ratio <= allowedRatio ? "within" : "over"
    return [
      "Reading a data file of \(NumberText.grouped(results.subjects)) subjects and "
        + "\(NumberText.grouped(results.records)) records (\(megabytes) MB).",
      "Median of \(results.runs) runs each way, taken in turn.",
      "",
      "decoder                       median",
      "reader (DataFile.decode)      \(NumberText.duration(results.reader))",
      "plain JSONDecoder             \(NumberText.duration(results.plain))",
      "",
      "The reader takes \(NumberText.factor(results.ratio)) the plain decoder's time: \(verdict) "
        + "\(NumberText.factor(allowedRatio)).",
    ]
  }

  /// The data set as a data file, one subject or record a line, as a learner writes one.
  static func fileText(of data: DataSet) -> String {
    let moment = Date.ISO8601FormatStyle()
    let person = data.person
    var lines = [
      "{",
      #"  "person": { "firstName": "\#(person.firstName)", "lastName": "\#(person.lastName)", "#
        + #""phase": "\#(person.phase.rawValue)" },"#,
      #"  "subjects": ["#,
    ]
    for (index, subject) in data.subjects.enumerated() {
      let phases = SchoolPhase.allCases.filter(subject.phases.contains)
        .map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      let comma = index < data.subjects.count - 1 ? "," : ""
      lines.append(
        #"    { "id": \#(subject.id), "name": "\#(subject.name)", "phases": [\#(phases)] }"#
          + comma)
    }
    lines += ["  ],", #"  "userSubjects": ["#]
    for (index, record) in data.userSubjects.enumerated() {
      let comma = index < data.userSubjects.count - 1 ? "," : ""
      lines.append(
        #"    { "subjectID": \#(record.subjectID), "updatedAt": "\#(moment.format(record.updatedAt))", "#
          + #""status": "\#(record.status.rawValue)" }"# + comma)
    }
    lines += ["  ]", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The format's shape as a plain decoder has it: the structs, and nothing checked.
  private struct PlainDataSet: Decodable {
    struct Person: Decodable {
      var salutation: String?
      var firstName: String
      var lastName: String
      var birthdate: String?
      var phase: String
    }

    struct Subject: Decodable {
      var id: Int
      var name: String
      var phases: [String]
    }

    struct Record: Decodable {
      var subjectID: Int
      var updatedAt: String
      var status: String
    }

    var person: Person
    var subjects: [Subject]
    var userSubjects: [Record]
  }
}
