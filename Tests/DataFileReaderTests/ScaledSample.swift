import Foundation
import Model

extension DataSet {
  /// The sample data set `copies` times over: each copy's subjects get ids after the last
  /// copy's and its number in their names, and its records are a day later.
  static func sample(copies: Int) -> DataSet {
    let sample = DataSet.sample
    let subjectsPerCopy = sample.subjects.count
    return DataSet(
      person: sample.person,
      subjects: (0..<copies).flatMap { copy in
        sample.subjects.map { subject in
          Subject(
            id: copy * subjectsPerCopy + subject.id, name: "\(subject.name) \(copy)",
            phases: subject.phases)
        }
      },
      userSubjects: (0..<copies).flatMap { copy in
        sample.userSubjects.map { record in
          UserSubject(
            subjectID: copy * subjectsPerCopy + record.subjectID,
            updatedAt: record.updatedAt.addingTimeInterval(Double(copy) * 86_400),
            status: record.status)
        }
      })
  }

  /// The data set as a data file: the person on 7 lines, then one subject or record a line.
  func writtenAsDataFile(lineBreak: String) -> String {
    let day = Date.ISO8601FormatStyle().year().month().day()
    let moment = Date.ISO8601FormatStyle()
    let birthdate = person.birthdate.map { "\"\(day.format($0))\"" } ?? "null"
    let subjectLines = subjects.map { subject in
      let phases = SchoolPhase.allCases.filter(subject.phases.contains).map { "\"\($0.rawValue)\"" }
      return #"    { "id": \#(subject.id), "name": "\#(subject.name)", "phases": "#
        + "[\(phases.joined(separator: ", "))] }"
    }
    let recordLines = userSubjects.map { record in
      let updatedAt = moment.format(record.updatedAt)
      return #"    { "subjectID": \#(record.subjectID), "updatedAt": "\#(updatedAt)", "#
        + #""status": "\#(record.status.rawValue)" }"#
    }
    let lines =
      [
        "{",
        #"  "person": {"#,
        #"    "salutation": \#(person.salutation.map { "\"\($0)\"" } ?? "null"),"#,
        #"    "firstName": "\#(person.firstName)", "lastName": "\#(person.lastName)","#,
        #"    "birthdate": \#(birthdate),"#,
        #"    "phase": "\#(person.phase.rawValue)""#,
        "  },",
        #"  "subjects": ["#,
      ] + separatedByCommas(subjectLines) + ["  ],", #"  "userSubjects": ["#]
      + separatedByCommas(recordLines) + ["  ]", "}"]
    return lines.joined(separator: lineBreak) + lineBreak
  }

  private func separatedByCommas(_ lines: [String]) -> [String] {
    lines.enumerated().map { index, line in index == lines.count - 1 ? line : line + "," }
  }
}
