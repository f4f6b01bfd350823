import Foundation
import ShowcaseSupport

/// What the rules know of the package around the files they read, taken from the package's own
/// sources rather than written into the rules: the toolkit's public types and its view classes
/// (Sources/ViewKit), and the Model's public types (Sources/Model). It is read from the package
/// root the runner was given (`Console.packageRoot`), once per check.
struct RuleGround: Sendable {
  /// `Label`, `ViewController`, `ListCell`, …: every public type of the toolkit.
  let toolkitTypes: Set<String>
  /// The toolkit's views: its root view, `View` (UIKit's `UIView`), and every class deriving
  /// from one (`Label`, `Button`, …). View controllers are not views.
  let toolkitViews: Set<String>
  /// `Person`, `Subject`, `SubjectRepository`, …: every public type of the Model.
  let modelTypes: Set<String>

  init(toolkitTypes: Set<String>, toolkitViews: Set<String>, modelTypes: Set<String>) {
    self.toolkitTypes = toolkitTypes
    self.toolkitViews = toolkitViews
    self.modelTypes = modelTypes
  }

  /// The ground of the package at `packageRoot`.
  init(packageRoot: URL) throws {
    let toolkit = try RuleFile.files(in: "Sources/ViewKit", packageRoot: packageRoot)
    let model = try RuleFile.files(in: "Sources/Model", packageRoot: packageRoot)
    var views: Set = ["View"]
    let classes = toolkit.flatMap(\.superclasses)
    while let view = classes.first(where: { !views.contains($0.name) && views.contains($0.of) }) {
      views.insert(view.name)
    }
    self.init(
      toolkitTypes: Set(toolkit.flatMap(\.scanner.publicDeclarations)), toolkitViews: views,
      modelTypes: Set(model.flatMap(\.scanner.publicDeclarations)))
  }

  /// The ground of the check under way. A rule's closure takes a file alone, which keeps each
  /// pattern's rules a list of plain declarations; what it reads of the package around the file
  /// it reads here. `PatternRule.offences(in:ground:)` sets it for the rule it runs.
  @TaskLocal static var current: RuleGround?

  /// The ground of the check under way; reading it outside a check is a mistake of the runner.
  static var reading: RuleGround {
    guard let current else {
      preconditionFailure("a rule reads its ground only in PatternRule.offences(in:ground:)")
    }
    return current
  }
}
