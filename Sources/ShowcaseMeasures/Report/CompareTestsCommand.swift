import Foundation
import ShowcaseCore
import ShowcaseDemo
import ShowcaseSupport

/// `showcase compare-tests <ID>`: each variant's unit test for one spec scenario, whole, with
/// what it needs from outside its body (`TestNeeds`), side by side or as Markdown.
package enum CompareTestsCommand {
  package static var help: String {
    """
    showcase compare-tests: each variant's unit test for one scenario of the spec.

    Usage: swift run showcase compare-tests ID [--pattern P]... [--format text|markdown]
                                               [--width N]

    Prints the unit test of each variant for a scenario ID of Docs/FeatureSpec.md (the
    @Test("<ID> …") function with its body). Above each test, what it needs from outside its
    body: the suite's properties, init() and helpers it uses, with their code, and the test
    doubles they name. Text sets the tests in columns side by side, in bands of as many as
    fit the width; markdown sets them one after another in ```swift blocks under each
    variant's heading. Run it from the package's root folder.

    \(CompareTestsOptions.options.help)
    """
  }

  /// One variant's test for the scenario, and what it needs; no text when its suite has none.
  struct Extract: Sendable, Equatable {
    var variant: String
    var text: String?
    var needs = TestNeeds()
  }

  /// 44 columns show most lines of a test whole, and two fit in 100.
  static let minimumColumn = 44

  @MainActor
  package static func run(_ options: CompareTestsOptions, in console: Console) -> Int32 {
    let command = "showcase compare-tests"
    guard console.findsPackage(for: command) else { return ExitCode.noInput }
    let specIDs: [String]
    do {
      specIDs = try SpecReader.scenarioIDs(packageRoot: console.packageRoot)
    } catch let failure {
      console.error("cannot read \(SpecReader.path): \(failure)")
      return ExitCode.noInput
    }
    let expected = "expected one of \(specIDs.joined(separator: ", "))"
    guard let id = options.scenario else {
      return console.usage(UsageError("\(command): missing scenario ID (\(expected))"))
    }
    guard let known = specIDs.first(where: { $0 == id.uppercased() }) else {
      return console.usage(
        UsageError("\(command): unknown scenario ID '\(Echo.word(id))' (\(expected))"))
    }

    let extracts: [Extract]
    do {
      let serviceDoubles = try Set(
        StaticMeasure.swiftFiles(in: "Sources/ServiceDoubles", packageRoot: console.packageRoot)
          .flatMap { SourceScanner.scanningOnce($0.1).declarations.map(\.name) })
      extracts = try console.selected(options.patterns).map { variant in
        try extract(
          for: known, variant: variant.name, packageRoot: console.packageRoot,
          serviceDoubles: serviceDoubles)
      }
    } catch let failure {
      console.error("cannot read the tests: \(failure)")
      return ExitCode.noInput
    }
    switch options.format {
    case .markdown: console.outputLines(of: markdown(id: known, extracts))
    case .text:
      let width = console.width(
        options.width, minimum: ScreenWidth.codeColumnsMinimum, command: command)
      console.outputLines(of: columns(extracts, width: width))
    }
    return ExitCode.success
  }

  /// The `@Test("<id> …")` function of `Tests/<variant>Tests`, with what it needs.
  static func extract(
    for id: String, variant: String, packageRoot: URL, serviceDoubles: Set<String>
  ) throws -> Extract {
    let scanners = try StaticMeasure.swiftFiles(
      in: "Tests/\(variant)Tests", packageRoot: packageRoot
    )
    .map { SourceScanner.scanningOnce($0.1) }
    let tests = scanners.map(\.tests)
    for (index, scanner) in scanners.enumerated() {
      guard let test = test(id: id, in: tests[index]) else { continue }
      let files = zip(scanners, tests).map { SourceOutline($0, tests: $1) }
      return Extract(
        variant: variant, text: text(of: test, in: scanner),
        needs: TestNeeds(
          test: test, in: files[index], target: files, serviceDoubles: serviceDoubles))
    }
    return Extract(variant: variant, text: nil)
  }

  static func extract(id: String, from text: String) -> String? {
    let scanner = SourceScanner(text)
    return test(id: id, in: scanner.tests).map { self.text(of: $0, in: scanner) }
  }

  private static func test(id: String, in tests: [SourceScanner.TestFunction])
    -> SourceScanner.TestFunction?
  {
    tests.first { $0.displayName?.split(separator: " ").first.map(String.init) == id }
  }

  /// Whole lines, from `@Test` to the closing brace, dedented.
  private static func text(of test: SourceScanner.TestFunction, in scanner: SourceScanner)
    -> String
  {
    let source = scanner.source
    let first = source.lineIndex(of: test.range.lowerBound)
    let last = source.lineIndex(of: test.range.upperBound - 1)
    let lines = (first...last).map { source.text(source.lines[$0]) }
    return dedent(lines).joined(separator: "\n")
  }

  static func dedent(_ lines: [String]) -> [String] {
    let indent =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
  }

  /// Each variant under its heading: what the test needs, then its setup code and the test.
  static func markdown(id: String, _ extracts: [Extract]) -> String {
    extracts.map { extract in
      guard let text = extract.text else {
        return "## \(extract.variant)\n\n_No test for \(id) in Tests/\(extract.variant)Tests._"
      }
      let needs = extract.needs
      let quoted = { (name: String) in "`\(name)`" }
      let setup = needs.setupCode.isEmpty ? "" : needs.setupCode.joined(separator: "\n") + "\n\n"
      return "## \(extract.variant)\n\n- \(needs.setupSummary(quoted))\n"
        + "- \(needs.doublesSummary(quoted))\n\n```swift\n\(setup)\(text)\n```"
    }
    .joined(separator: "\n\n")
  }

  /// The tests in columns, in bands of as many as fit; longer lines wrap between tokens.
  static func columns(_ extracts: [Extract], width: Int) -> String {
    let layout = CodeColumns.Layout(count: extracts.count, width: width, minimum: minimumColumn)
    let columns: [[String]] = extracts.map { extract in
      var lines = [extract.variant, layout.rule]
      guard let text = extract.text else { return lines + ["(no test)"] }
      for summary in [extract.needs.setupSummary(), extract.needs.doublesSummary()] {
        lines += LineWrap.hanging(summary, width: layout.columnWidth)
      }
      lines.append("")
      if !extract.needs.setupCode.isEmpty { lines += extract.needs.setupCode + [""] }
      return lines + text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    return CodeColumns.lines(columns, layout: layout).joined(separator: "\n")
  }
}

package struct CompareTestsOptions: Sendable, Equatable {
  /// As written; checked against the spec when the command runs.
  var scenario: String?
  var patterns: [String] = []
  var format: ListingFormat = .text
  var width: Int?

  static let options: CommandOptions = """
    \(CommandOptions.pattern)
    --format F     text or markdown (default: text)
    \(CommandOptions.codeWidth)
    """

  /// `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = Self()
    while let word = try reader.nextWord(valid: Self.options.names) {
      switch word {
      case .argument(let id) where options.scenario == nil: options.scenario = id
      case .argument(let extra): throw reader.unexpected(extra, expected: "one scenario ID")
      case .option("--pattern"): try reader.pattern(adding: &options.patterns)
      case .option("--format"):
        options.format = try reader.choice(ListingFormat.self, what: "format")
      case .option("--width"):
        options.width = try reader.width(minimum: ScreenWidth.codeColumnsMinimum)
      case .option(let option): throw reader.unknown(option)
      }
    }
    return reader.asksForHelp ? nil : options
  }
}

/// How compare-tests and rules lay out what they print: for a terminal (compare-tests' tests in
/// columns), or as Markdown.
enum ListingFormat: String, Sendable, Equatable, CaseIterable {
  case text, markdown
}
