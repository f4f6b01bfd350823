import Foundation
import ShowcaseSupport

/// Where each responsibility of the feature lives, in each pattern: found in the code, not
/// written by hand. Each responsibility has a mark that only the code holding it writes (the
/// greeting's `"Hello"`, the stale-answer guard's `Task.isCancelled`, a push); the table names
/// the roles whose files hold that mark. A role is named by its file without the screen:
/// `SubjectsPresenter.swift` is `Presenter`.
enum ResponsibilityTable {
  /// A responsibility and the mark that finds it: a regular expression matched against code
  /// lines, comments left out.
  struct Responsibility: Sendable {
    let name: String
    let mark: String
    let pattern: String
  }

  static let responsibilities: [Responsibility] = [
    Responsibility(name: "Screen text (titles)", mark: #"`"Subjects"`"#, pattern: #""Subjects""#),
    Responsibility(name: "Greeting composition", mark: #"`"Hello"`"#, pattern: #""Hello""#),
    Responsibility(
      name: "Birthdate format", mark: #"`"EEEE MMMM d, yyyy"`"#, pattern: #""EEEE MMMM d, yyyy""#),
    // `load(` without its parameters: TEA's reducer loads as `load(_ state:)`, the state it
    // changes passed in.
    Responsibility(name: "Loading state", mark: "`func load(`", pattern: #"func load\("#),
    Responsibility(
      name: "Empty and error text", mark: #"`"No open subjects"`"#,
      pattern: #""No open subjects""#),
    Responsibility(name: "Asks the Model", mark: "`repository.`", pattern: #"repository\."#),
    Responsibility(
      name: "Stale-answer guard", mark: "`Task.isCancelled`", pattern: #"Task\.isCancelled"#),
    Responsibility(name: "Cancellation", mark: "`.cancel()`", pattern: #"\.cancel\(\)"#),
    Responsibility(
      name: "Navigation decision", mark: "`row < `", pattern: #"\brow < "#),
    Responsibility(
      name: "Navigation execution", mark: "`pushViewController(`",
      pattern: #"pushViewController\("#),
    Responsibility(
      name: "Screen assembly", mark: "a view controller made: `…ViewController(`",
      pattern: #"\b[A-Z][A-Za-z]*ViewController\("#),
  ]

  /// The screens whose names open the role files' names.
  static let screens = ["AllSubjects", "Subjects", "Greeting", "Practice"]

  /// The table for `variants`, each with its production files (path, text).
  static func table(_ variants: [(name: String, files: [(String, String)])]) -> ReportTable {
    let code = variants.map { variant in
      variant.files.map { (role: role(ofFile: $0.0), lines: SwiftSource($0.1).codeLines) }
    }
    let rows = responsibilities.map { responsibility in
      let expression = try! Regex(responsibility.pattern)
      let cells = code.map { files in
        var roles: [String] = []
        for file in files
        where !roles.contains(file.role) && file.lines.contains(where: { $0.contains(expression) })
        {
          roles.append(file.role)
        }
        return roles.isEmpty ? "–" : roles.sorted().joined(separator: ", ")
      }
      return [responsibility.name, responsibility.mark] + cells
    }
    return ReportTable(
      headers: ["Responsibility", "Found by"] + variants.map(\.name), rows: rows,
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
