/// A defining rule of a pattern, checked over the source of a form of it: the pattern's own
/// variant, or an exhibit of another form (`Exhibit`). It reads the code only: comments and
/// string literals are set aside, so a comment can neither satisfy nor break it.
///
/// The rules live in the runner's library, not in a test target, so that `showcase rules` can
/// print their verdicts: an executable cannot link a test target. `swift test` runs them from
/// FormChecks' `PatternRuleTests`. Adding a pattern's rules is a file here, `<Pattern>Rules.swift`
/// with an extension of `PatternRule`, and its entry in `all`.
struct PatternRule: Sendable, CustomStringConvertible {
  /// `MVP.presenter-imports-no-view`: the pattern, then the rule.
  let id: String
  /// The rule in one line, as its pattern page states it.
  let statement: String
  /// The source that defines the rule, as its pattern page cites it.
  let citation: String
  /// The folder the rule reads for its pattern's variant, from the package's root: the
  /// pattern's target, `Sources/<Pattern>`, unless the rule is about shared ground such as the
  /// Model. A rule judging another form of the pattern reads that form's folder instead of the
  /// target's (`folder(judging:)`); shared ground stays where it is.
  let folder: String
  /// Whether the rule applies to the file of that name (`SubjectsPresenter.swift`).
  let applies: @Sendable (String) -> Bool
  /// The lines of a file that break the rule. What it knows of the package around the file
  /// (`namesAView`, `RuleGround`) is the ground of the check under way.
  let offences: @Sendable (RuleFile) -> [Int]
  /// A made-up file that breaks the rule, and the lines it breaks it on.
  let counterexample: Counterexample

  var description: String { id }

  /// A made-up file, by its name, that breaks a rule on `lines`.
  struct Counterexample: Sendable {
    let name: String
    let text: String
    let lines: [Int]
  }

  /// The pattern the rule belongs to: `MVP` for `MVP.presenter-imports-no-view`.
  var pattern: String { String(id.prefix { $0 != "." }) }

  /// The folder the rule reads when it judges `form`: the form's own, unless the rule reads
  /// shared ground.
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

  /// The rules of every pattern, by the pattern's name.
  static let all: [String: [PatternRule]] = [
    "MVC": mvc, "MVP": mvp, "MVVM": mvvm, "MVVMWithoutBinding": mvvmWithoutBinding,
    "MVVMWithHandlers": mvvmWithHandlers, "VIPER": viper, "TEA": tea,
  ]

  /// Whether `word` names a view: a toolkit type or a view controller.
  static func namesAView(_ word: String) -> Bool {
    RuleGround.reading.toolkitTypes.contains(word) || word.hasSuffix("ViewController")
  }

  /// The lines of `file` that import the toolkit or name a view: a toolkit type, a view
  /// controller or a view of the pattern's own (`SubjectsView`). A role that knows no view has
  /// none.
  static func viewLines(in file: RuleFile) -> [Int] {
    let views = file.lines(naming: { namesAView($0) || $0.hasSuffix("View") })
    return Set(file.importLines("ViewKit") + views).sorted()
  }
}
