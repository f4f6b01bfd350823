import DataFileReader
import Foundation
import Model
import ShowcaseCore

/// What a command reads from and writes to, as `Showcase.run` was given them: the environment,
/// the terminal, the variants, the package's folder, standard input, output and error. No
/// command reads the process's own.
@MainActor
struct Console {
  let environment: [String: String]
  let terminal: Showcase.Terminal
  let variants: [Variant]
  let packageRoot: URL
  let input: () -> String?
  let output: (String) -> Void
  let error: (String) -> Void

  /// Colour only for a person at a terminal who has not asked for none (no-color.org).
  var style: Style {
    Style(usesColour: terminal.isTerminal && environment["NO_COLOR"] == nil)
  }

  /// `--width`, else `COLUMNS`, else the terminal's width, else `standard`; never narrower than
  /// `minimum`, nor wider than `ScreenWidth.maximum`.
  func width(
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
  func selected(_ patterns: [String]) -> [Variant] {
    guard !patterns.isEmpty else { return variants }
    return patterns.compactMap { id in variants.first { $0.id == id } }
  }

  /// Reads `--data`, or the sample data; reports a bad file in one line.
  func data(_ file: String?) -> DataSet? {
    guard let file else { return .sample }
    do {
      return try DataFile.load(path: file)
    } catch {
      self.error(error.description)
      return nil
    }
  }

  /// Writes text of several lines to standard output, a line at a time.
  func outputLines(of text: String) {
    text.split(separator: "\n", omittingEmptySubsequences: false).forEach { output(String($0)) }
  }

  /// Says a mistake of the command line found once the command runs, such as a scenario ID the
  /// spec does not have.
  func usage(_ mistake: UsageError) -> Int32 {
    error(mistake.description)
    return Showcase.ExitCode.usage
  }

  /// Whether the package's folder holds the spec, as `report` and `compare-tests` need; if not,
  /// says where it looked.
  func findsPackage(for command: String) -> Bool {
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
