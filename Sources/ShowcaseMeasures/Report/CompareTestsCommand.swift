import Foundation
import ShowcaseCore
import ShowcaseDemo
import ShowcaseSupport

/// `showcase compare-tests <ID>`: each variant's unit test for one spec scenario, taken from
/// `Tests/<Variant>Tests` with its whole body, side by side or one after another.
package enum CompareTestsCommand {
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
    let width = console.width(
      options.width, minimum: ScreenWidth.codeColumnsMinimum,
      standard: ScreenWidth.codeColumnsStandard)

    let extracts: [(variant: String, text: String?)]
    do {
      extracts = try console.variants.map { variant in
        (
          variant.name,
          try test(for: known, variant: variant.name, packageRoot: console.packageRoot)
        )
      }
    } catch let failure {
      console.error("cannot read the tests: \(failure)")
      return ExitCode.noInput
    }
    switch options.format {
    case .markdown: console.outputLines(of: markdown(id: known, extracts))
    case .text: console.outputLines(of: columns(extracts, width: width))
    }
    return ExitCode.success
  }

  /// The `@Test("<id> …")` function of `Tests/<variant>Tests`, from its attribute to its
  /// closing brace, dedented; nil when the suite has none.
  static func test(for id: String, variant: String, packageRoot: URL) throws -> String? {
    for (_, text) in try StaticMeasure.swiftFiles(
      in: "Tests/\(variant)Tests", packageRoot: packageRoot)
    {
      if let found = extract(id: id, from: text) { return found }
    }
    return nil
  }

  /// The test for `id` in one file's text.
  static func extract(id: String, from text: String) -> String? {
    let scanner = SourceScanner(text)
    guard
      let test = scanner.tests.first(where: {
        $0.displayName?.split(separator: " ").first.map(String.init) == id
      })
    else { return nil }
    // Whole lines, from the one holding `@Test` to the one holding the closing brace.
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

  static func markdown(id: String, _ extracts: [(variant: String, text: String?)]) -> String {
    extracts.map { variant, text in
      "## \(variant)\n\n"
        + (text.map { "```swift\n\($0)\n```" } ?? "_No test for \(id) in Tests/\(variant)Tests._")
    }
    .joined(separator: "\n\n")
  }

  /// The tests in columns of equal width; longer lines wrap, marked with `↪`.
  static func columns(_ extracts: [(variant: String, text: String?)], width: Int) -> String {
    let columnWidth = CodeColumns.columnWidth(count: extracts.count, width: width)
    let columns: [[String]] = extracts.map { variant, text in
      let lines = (text ?? "(no test)").split(separator: "\n", omittingEmptySubsequences: false)
      return [variant, String(repeating: "─", count: columnWidth)] + lines.map(String.init)
    }
    return CodeColumns.lines(columns, width: width).joined(separator: "\n")
  }
}
