import Foundation
import Model
import ShowcaseCore
import ViewKit

/// What the bench times: a variant's subject list opened and answered, and the baseline that
/// builds the same cells with no architecture; and the data both are given.
extension Bench {
  /// A learner in high school with `count` subjects, all offered, every other one switched on.
  static func dataSet(subjects count: Int) -> DataSet {
    let subjects = (1...max(count, 1)).map {
      Subject(id: $0, name: "Subject \($0)", phases: [.high])
    }
    let records = subjects.filter { $0.id % 2 == 1 }.map {
      UserSubject(subjectID: $0.id, updatedAt: Date.benchDay, status: .on)
    }
    return DataSet(
      person: Person(firstName: "Ada", lastName: "Lovelace", phase: .high), subjects: subjects,
      userSubjects: records)
  }

  /// The same screen with no architecture: the curriculum from the three answers, then a list
  /// fed straight with its open subjects and `More`.
  static func baseline(_ data: DataSet) -> Duration {
    ContinuousClock().measure {
      let curriculum = Curriculum(
        person: data.person, subjects: data.subjects, records: data.userSubjects)
      let source = BaselineSource(
        titles: curriculum.openSubjects.map(\.name) + ["More"])
      let list = ListView()
      list.dataSource = source
      list.reloadData()
      withExtendedLifetime(source) {}
    }
  }

  /// A variant's subject list, opened and answered; and what is wrong with its screen, if the
  /// rows are not the open subjects and `More`. Each measure has a serial main loop of its own,
  /// so the process's other work runs on the thread pool between measures.
  static func update(_ variant: Variant, _ data: DataSet) async -> (Duration, String?) {
    await MainLoop.withSerialExecution {
      let session = Session(variant: variant, data: data)
      let time = await ContinuousClock().measure {
        await session.openSubjects()
        await session.releaseAll()
      }
      let expected = data.userSubjects.count + 1
      let rows = session.snapshot.rows.count
      await session.end()
      return (time, rows == expected ? nil : "shows \(rows) rows, not \(expected)")
    }
  }

  static func settleFloor() async -> Duration {
    await MainLoop.withSerialExecution {
      await ContinuousClock().measure {
        await MainLoop.settle()
        await MainLoop.settle()
      }
    }
  }

  /// A data source with its cells ready: what the baseline's list reads.
  private final class BaselineSource: ListViewDataSource {
    let titles: [String]

    init(titles: [String]) {
      self.titles = titles
    }

    func numberOfRows(in listView: ListView) -> Int { titles.count }

    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
      ListCell(title: titles[row])
    }
  }
}

extension Date {
  fileprivate static let benchDay = Date(timeIntervalSince1970: 1_700_000_000)
}
