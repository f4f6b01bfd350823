import Foundation
import ShowcaseSupport

/// A defining rule of a pattern, checked over the code of a form of it (its variant or an
/// exhibit); comments and string literals are set aside. It lives in the runner's library, not
/// a test target, so that `showcase rules` can print verdicts: an executable cannot link a test
/// target. A pattern's rules are a file here, `<Pattern>Rules.swift`, and an entry in `all`.
struct PatternRule: Sendable, CustomStringConvertible {
  /// `MVP.presenter-imports-no-view`: the pattern, then the rule.
  let id: String
  let statement: String
  let citation: String
  /// What the rule reads for its variant: `Sources/<Pattern>`, or shared ground such as the
  /// Model, which stays the same when the rule judges another form.
  let folder: String
  /// Whether the rule applies to the file of that name.
  let applies: @Sendable (String) -> Bool
  /// The lines of a file that break the rule, read on the ground of the check under way.
  let offences: @Sendable (RuleFile) -> [Int]
  /// A made-up file that breaks the rule, and the lines it breaks it on.
  let counterexample: Counterexample

  var description: String { id }

  struct Counterexample: Sendable {
    let name: String
    let text: String
    let lines: [Int]
  }

  var pattern: String { String(id.prefix { $0 != "." }) }

  func folder(judging form: JudgedForm) -> String {
    folder == "Sources/\(pattern)" ? form.folder : folder
  }

  /// The offences of the files the rule applies to, as `path:line`, read on `ground`.
  func offences(in files: [RuleFile], ground: RuleGround) -> [String] {
    RuleGround.$current.withValue(ground) {
      files.filter { applies($0.name) }.flatMap { file in
        offences(file).map { "\(file.path):\($0)" }
      }
    }
  }

  static let all: [String: [PatternRule]] = [
    "MVC": mvc, "MVP": mvp, "MVVM": mvvm, "MVVMWithoutBinding": mvvmWithoutBinding,
    "MVVMWithHandlers": mvvmWithHandlers, "VIPER": viper, "TEA": tea,
  ]

  /// Whether `word` names a view: a toolkit type or a view controller.
  static func namesAView(_ word: String) -> Bool {
    RuleGround.reading.toolkitTypes.contains(word) || word.hasSuffix("ViewController")
  }

  /// The lines that import the toolkit or name a view, a pattern's own (`SubjectsView`) too.
  static func viewLines(in file: RuleFile) -> [Int] {
    let views = file.lines(naming: { namesAView($0) || $0.hasSuffix("View") })
    return Set(file.importLines("ViewKit") + views).sorted()
  }
}

/// What the rules know of the package around the files they read, read from its sources
/// rather than written into the rules, once per check.
struct RuleGround: Sendable {
  /// Every public type of the toolkit.
  let toolkitTypes: Set<String>
  /// `View` (UIKit's `UIView`) and every class deriving from it; view controllers are not views.
  let toolkitViews: Set<String>
  /// Every public type of the Model.
  let modelTypes: Set<String>

  /// A rule's closure takes a file alone, which keeps the rules plain declarations; what it
  /// reads of the package it reads here, set by `PatternRule.offences(in:ground:)`.
  @TaskLocal static var current: RuleGround?

  static var reading: RuleGround {
    guard let current else {
      preconditionFailure("a rule reads its ground only in PatternRule.offences(in:ground:)")
    }
    return current
  }
}

extension RuleGround {
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
}
