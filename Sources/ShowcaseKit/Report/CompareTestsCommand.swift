import Foundation
import ShowcaseCore

/// `showcase compare-tests <ID>`: each variant's unit test for one spec scenario, taken from
/// `Tests/<Variant>Tests` with its whole body, side by side or one after another.
public enum CompareTestsCommand {
  static let usage = """
    USAGE: showcase compare-tests <ID> [--format text|markdown] [--width <columns>]

    Prints the unit test of each variant for a scenario ID of Docs/FeatureSpec.md (the
    @Test("<ID> …") function with its body): in columns side by side (text), or one after
    another in ```swift blocks under each variant's heading (markdown).

    OPTIONS:
      --format <format>   text (default) or markdown.
      --width <columns>   Total width of the text columns (default: $COLUMNS or 160).
      -h, --help          Show this help.
    """

  public static func run(
    arguments: [String], packageRoot: URL, output: (String) -> Void, error: (String) -> Void
  ) -> Int32 {
    let options: CommandOptions
    let format: String
    do {
      options = try CommandOptions(
        arguments, flags: ["--help", "-h"], valued: ["--format", "--width"])
      format = try options.choice("--format", from: ["text", "markdown"], default: "text")
    } catch let failure {
      error("showcase compare-tests: \(failure)")
      return CommandOptions.usageError
    }
    if options.flags.contains("--help") || options.flags.contains("-h") {
      output(usage)
      return 0
    }
    let specIDs: [String]
    do {
      specIDs = try SpecReader.scenarioIDs(packageRoot: packageRoot)
    } catch let failure {
      error("cannot read \(SpecReader.path): \(failure)")
      return 1
    }
    guard options.positional.count == 1, let id = options.positional.first,
      let known = specIDs.first(where: { $0 == id.uppercased() })
    else {
      let expected = "expected one of \(specIDs.joined(separator: ", "))"
      if options.positional.isEmpty {
        error("showcase compare-tests: missing scenario ID (\(expected))")
      } else {
        let given = options.positional.joined(separator: " ")
        error("showcase compare-tests: unknown scenario ID '\(given)' (\(expected))")
      }
      return CommandOptions.usageError
    }
    let environmentWidth = ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }
    guard let width = Int(options.values["--width"]?.last ?? "\(environmentWidth ?? 160)"),
      width >= 40
    else {
      error("--width needs a number of columns, at least 40")
      return CommandOptions.usageError
    }

    let extracts: [(variant: String, text: String?)]
    do {
      extracts = try Variant.all.map { variant in
        (variant.name, try test(for: known, variant: variant.name, packageRoot: packageRoot))
      }
    } catch let failure {
      error("cannot read the tests: \(failure)")
      return 1
    }
    output(
      format == "markdown"
        ? markdown(id: known, extracts) : columns(extracts, width: width))
    return 0
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
