import Foundation
import ShowcaseSupport

/// Where each responsibility of the feature lives, in each pattern: measured, not written by
/// hand. Each responsibility is named by a scenario whose step exercises it; a cell names the
/// roles whose lines that step ran and its setup alone did not (`showcase where`). A role is
/// named by its file without the screen: `SubjectsPresenter.swift` is `Presenter`.
enum ResponsibilityTable {
  static let screens = ["AllSubjects", "Subjects", "Greeting", "Practice"]

  static func table(_ record: WhereRecord) -> ReportTable {
    let rows = WhereRecord.responsibilities.map { responsibility in
      let cells = record.variants.map { entry in
        let files = entry.slices[responsibility.scenario]?.keys.map { $0 } ?? []
        let roles = Set(files.map(role(ofFile:))).sorted()
        return roles.isEmpty ? "–" : roles.joined(separator: ", ")
      }
      return [responsibility.name, responsibility.scenario] + cells
    }
    return ReportTable(
      headers: ["Responsibility", "Scenario"] + record.variants.map(\.variant), rows: rows,
      rightAlignsValues: false)
  }

  /// `Sources/MVP/SubjectsPresenter.swift` → `Presenter`; `Feature.swift` → `Feature`.
  static func role(ofFile path: String) -> String {
    let name = (path as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
    guard let screen = screens.first(where: { name.hasPrefix($0) && name.count > $0.count })
    else { return name }
    return String(name.dropFirst(screen.count))
  }
}
