import Foundation
import TestSupport

@testable import ShowcaseSupport

/// A defining rule of a pattern, checked over the source of its target. It reads the code only:
/// comments and string literals are set aside, so a comment can neither satisfy nor break it.
struct PatternRule: Sendable, CustomStringConvertible {
  /// `MVP.presenter-imports-no-view`: the pattern, then the rule.
  let id: String
  /// The rule in one line, as its pattern page states it.
  let statement: String
  /// The source that defines the rule, as its pattern page cites it.
  let citation: String
  /// The folder the rule reads, from the package's root: the pattern's target, unless the rule
  /// is about the Model.
  let folder: String
  /// Whether the rule applies to the file of that name (`SubjectsPresenter.swift`).
  let applies: @Sendable (String) -> Bool
  /// The lines of a file that break the rule.
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

  /// The offences of the files the rule applies to, as `path:line`.
  func offences(in files: [RuleFile]) -> [String] {
    files.filter { applies($0.name) }.flatMap { file in offences(file).map { "\(file.path):\($0)" }
    }
  }

  /// The rules of every pattern, by the pattern's name.
  static let all: [String: [PatternRule]] = [
    "MVC": mvc, "MVP": mvp, "MVVM": mvvm, "MVVMWithoutBinding": mvvmWithoutBinding,
    "MVVMWithHandlers": mvvmWithHandlers, "VIPER": viper, "TEA": tea,
  ]

  /// The files of each folder a rule reads, each read once.
  static let files: [String: [RuleFile]] = {
    let folders = Set(all.values.joined().map(\.folder))
    return Dictionary(
      uniqueKeysWithValues: folders.map { folder in
        let texts = (try? StaticMeasure.swiftFiles(in: folder, packageRoot: SpecFile.packageRoot))
        return (folder, (texts ?? []).map { RuleFile(path: $0.0, text: $0.1) })
      })
  }()

  /// The toolkit's public types (`Label`, `ViewController`, …), read from Sources/ViewKit.
  static let toolkitTypes: Set<String> = {
    let files = try? StaticMeasure.swiftFiles(
      in: "Sources/ViewKit", packageRoot: SpecFile.packageRoot)
    return Set((files ?? []).flatMap { SourceScanner($0.1).publicDeclarations })
  }()

  /// Whether `word` names a view: a toolkit type or a view controller.
  static func namesAView(_ word: String) -> Bool {
    toolkitTypes.contains(word) || word.hasSuffix("ViewController")
  }

  /// The lines of `file` that import the toolkit or name a view: a toolkit type, a view
  /// controller or a view of the pattern's own (`SubjectsView`). A role that knows no view has
  /// none.
  static func viewLines(in file: RuleFile) -> [Int] {
    let views = file.lines(naming: { namesAView($0) || $0.hasSuffix("View") })
    return Set(file.importLines("ViewKit") + views).sorted()
  }
}

/// One Swift file as a rule reads it: the words and punctuation of its code, with their lines.
struct RuleFile: Sendable {
  let path: String
  let scanner: SourceScanner

  init(path: String, text: String) {
    self.path = path
    scanner = SourceScanner(text)
  }

  /// The file's name: `SubjectsPresenter.swift`.
  var name: String { path.split(separator: "/").last.map(String.init) ?? path }
  var tokens: [SourceScanner.Token] { scanner.tokens }

  /// The text of token `index`, or "" past either end.
  func word(_ index: Int) -> String {
    tokens.indices.contains(index) ? tokens[index].text : ""
  }

  /// The line, counted from 1, of token `index`.
  func line(ofToken index: Int) -> Int {
    scanner.source.lineIndex(of: tokens[index].range.lowerBound) + 1
  }

  /// The lines of the tokens that `isOffence` picks, each once, in order.
  func lines(where isOffence: (Int) -> Bool) -> [Int] {
    var lines: [Int] = []
    for index in tokens.indices where isOffence(index) {
      let line = line(ofToken: index)
      if lines.last != line { lines.append(line) }
    }
    return lines
  }

  /// The lines that import `module` (`import M`, `import class M.T`).
  func importLines(_ module: String) -> [Int] {
    lines { index in
      guard word(index) == "import" else { return false }
      let kinds: Set = ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"]
      return word(index + 1) == module
        || (kinds.contains(word(index + 1)) && word(index + 2) == module)
    }
  }

  /// The lines of the words `matches` picks.
  func lines(naming matches: (String) -> Bool) -> [Int] {
    lines { matches(word($0)) }
  }

  /// The lines that interpolate a value into a string literal (`"Hello \(name)"`).
  var interpolationLines: [Int] {
    let source = scanner.source
    var lines: [Int] = []
    for offset in source.bytes.indices.dropLast(2)
    where source.bytes[offset] == UInt8(ascii: "\\") && source.kinds[offset] == .string
      && source.bytes[offset + 1] == UInt8(ascii: "(") && source.kinds[offset + 2] == .code
    {
      let line = source.lineIndex(of: offset) + 1
      if lines.last != line { lines.append(line) }
    }
    return lines
  }

  /// The token ranges of the closures after `.name` (`.run { … }`), braces included.
  func closures(after name: String) -> [ClosedRange<Int>] {
    braces { word($0) == name && word($0 - 1) == "." }
  }

  /// The token ranges of the initializers' bodies, braces included.
  var initializers: [ClosedRange<Int>] {
    braces { word($0) == "init" && word($0 + 1) == "(" }
  }

  /// The token ranges of the first braces after each token `starts` picks, braces included.
  func braces(after starts: (Int) -> Bool) -> [ClosedRange<Int>] {
    tokens.indices.compactMap { index -> ClosedRange<Int>? in
      guard starts(index), let open = tokens[index...].firstIndex(where: { $0.text == "{" })
      else { return nil }
      var depth = 0
      for close in open..<tokens.count {
        if word(close) == "{" { depth += 1 }
        if word(close) == "}" { depth -= 1 }
        if depth == 0 { return open...close }
      }
      return nil
    }
  }
}
