import Foundation
import ShowcaseCore

/// What a command reads from and writes to, as `Showcase.run` was given them: the environment,
/// the terminal, the variants, the package's folder, standard input, output and error. No
/// command reads the process's own.
@MainActor
package struct Console {
  package let environment: [String: String]
  package let terminal: Terminal
  package let variants: [Variant]
  package let packageRoot: URL
  package let input: () -> String?
  package let output: (String) -> Void
  package let error: (String) -> Void

  package init(
    environment: [String: String], terminal: Terminal, variants: [Variant], packageRoot: URL,
    input: @escaping () -> String?, output: @escaping (String) -> Void,
    error: @escaping (String) -> Void
  ) {
    self.environment = environment
    self.terminal = terminal
    self.variants = variants
    self.packageRoot = packageRoot
    self.input = input
    self.output = output
    self.error = error
  }

  /// Colour only for a person at a terminal who has not asked for none (no-color.org).
  package var style: Style {
    Style(usesColour: terminal.isTerminal && environment["NO_COLOR"] == nil)
  }

  /// The width a command writes to, the same way for every command: `--width`, else
  /// `COLUMNS`, else the terminal's width, else `ScreenWidth.standard`. A `COLUMNS` or
  /// terminal narrower than `minimum` counts as `minimum`, and a line on standard error says so;
  /// one wider than `ScreenWidth.maximum` counts as that.
  package func width(_ option: Int?, minimum: Int = ScreenWidth.minimum, command: String? = nil)
    -> Int
  {
    if let option { return option }
    let source: String
    let columns: Int
    if let given = environment["COLUMNS"].flatMap({ Int($0) }), given > 0 {
      (source, columns) = ("COLUMNS", given)
    } else if terminal.isTerminal, let given = terminal.columns, given > 0 {
      (source, columns) = ("the terminal's width", given)
    } else {
      return max(ScreenWidth.standard, minimum)
    }
    if columns < minimum {
      error(
        (command.map { "\($0): " } ?? "")
          + "cannot fit \(source), \(columns) columns: it needs at least \(minimum), "
          + "so it writes \(minimum)")
    }
    return min(max(columns, minimum), ScreenWidth.maximum)
  }

  /// Writes lines meant for a person reading `width` columns. A line that is wider is written
  /// whole, not cut; then one line on standard error says how many are, and `why` they could
  /// not be fitted: output never overflows its width silently.
  package func show(_ lines: [String], width: Int, command: String, why: String) {
    var wider = 0
    var widest = 0
    for line in lines {
      output(line)
      let columns = TextTable.visibleWidth(of: line)
      if columns > width {
        wider += 1
        widest = max(widest, columns)
      }
    }
    guard wider > 0 else { return }
    let count = wider == 1 ? "1 line is" : "\(wider) lines are"
    error("\(command): cannot fit \(width) columns: \(count) up to \(widest) wide, as \(why)")
  }

  /// The variants `--pattern` chose, in the order given (the parser lets none be chosen
  /// twice); all when none was.
  package func selected(_ patterns: [String]) -> [Variant] {
    guard !patterns.isEmpty else { return variants }
    return patterns.compactMap { id in variants.first { $0.id == id } }
  }

  /// Writes text of several lines to standard output, a line at a time.
  package func outputLines(of text: String) {
    text.split(separator: "\n", omittingEmptySubsequences: false).forEach { output(String($0)) }
  }

  /// Says a mistake of the command line found once the command runs, such as a scenario ID the
  /// spec does not have.
  package func usage(_ mistake: UsageError) -> Int32 {
    error(mistake.description)
    return ExitCode.usage
  }

  /// Whether the package's folder holds the spec, as `report` and `compare-tests` need; if not,
  /// says where it looked.
  package func findsPackage(for command: String) -> Bool {
    let spec = packageRoot.appendingPathComponent(SpecReader.path)
    guard FileManager.default.fileExists(atPath: spec.path) else {
      error(
        "\(command): no \(SpecReader.path) in \(packageRoot.path) "
          + "(run it from the package's root folder)")
      return false
    }
    return true
  }
}
