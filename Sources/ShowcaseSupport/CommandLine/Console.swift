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

  /// `--width`, else `COLUMNS`, else the terminal's width, else `standard`; never narrower than
  /// `minimum`, nor wider than `ScreenWidth.maximum`.
  package func width(
    _ option: Int?, minimum: Int = ScreenWidth.minimum, standard: Int = ScreenWidth.standard
  ) -> Int {
    if let option { return option }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
      return min(max(columns, minimum), ScreenWidth.maximum)
    }
    if terminal.isTerminal, let columns = terminal.columns, columns > 0 {
      return min(max(columns, minimum), ScreenWidth.maximum)
    }
    return standard
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
