import DataFileReader
import Foundation
import ShowcaseCore

/// `showcase compare-tests <ID>`: each variant's unit test for one spec scenario, taken from
/// `Tests/<Variant>Tests` with its whole body, side by side or one after another.
enum CompareTestsCommand {
  /// The narrowest `--width` that leaves each of four columns room to read.
  static let minimumWidth = 40
  /// The width when neither `--width`, `COLUMNS` nor the terminal says.
  static let standardWidth = 160

  @MainActor
  static func run(_ options: CompareTestsOptions, in console: Console) -> Int32 {
    let command = "showcase compare-tests"
    guard console.findsPackage(for: command) else { return Showcase.ExitCode.noInput }
    let specIDs: [String]
    do {
      specIDs = try SpecReader.scenarioIDs(packageRoot: console.packageRoot)
    } catch let failure {
      console.error("cannot read \(SpecReader.path): \(failure)")
      return Showcase.ExitCode.noInput
    }
    let expected = "expected one of \(specIDs.joined(separator: ", "))"
    guard let id = options.scenario else {
      return console.usage(UsageError("\(command): missing scenario ID (\(expected))"))
    }
    guard let known = specIDs.first(where: { $0 == id.uppercased() }) else {
      return console.usage(
        UsageError("\(command): unknown scenario ID '\(Echo.word(id))' (\(expected))"))
    }
    let width = console.width(options.width, minimum: minimumWidth, standard: standardWidth)

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
      return Showcase.ExitCode.noInput
    }
    switch options.format {
    case .markdown: console.outputLines(of: markdown(id: known, extracts))
    case .text: console.outputLines(of: columns(extracts, width: width))
    }
    return Showcase.ExitCode.success
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
    let gap = " │ "
    let columnWidth = max(20, (width - gap.count * (extracts.count - 1)) / extracts.count)
    let cells: [[String]] = extracts.map { variant, text in
      let lines = (text ?? "(no test)").split(separator: "\n", omittingEmptySubsequences: false)
      return [variant, String(repeating: "─", count: columnWidth)]
        + lines.flatMap { wrap(String($0), width: columnWidth) }
    }
    let height = cells.map(\.count).max() ?? 0
    let rows = (0..<height).map { row in cells.map { row < $0.count ? $0[row] : "" } }
    return TextTable(widths: Array(repeating: columnWidth, count: cells.count), separator: gap)
      .lines(rows).joined(separator: "\n")
  }

  /// Splits a line longer than `width` at its last space that fits in the second half of the
  /// column (or mid-word when there is none); continuation pieces start with `↪ `.
  static func wrap(_ line: String, width: Int) -> [String] {
    var pieces: [String] = []
    var rest = Substring(line)
    var room = width
    while rest.count > room {
      let window = rest.prefix(room)
      let cut =
        window.lastIndex(of: " ").flatMap { space in
          // A break early in the line wastes the column: cut the word instead.
          window.distance(from: window.startIndex, to: space) >= room / 2 ? space : nil
        } ?? window.endIndex
      pieces.append((pieces.isEmpty ? "" : "↪ ") + rest[..<cut])
      rest = rest[cut...].drop { $0 == " " }
      room = width - 2
    }
    if pieces.isEmpty || !rest.isEmpty { pieces.append((pieces.isEmpty ? "" : "↪ ") + rest) }
    return pieces
  }
}
