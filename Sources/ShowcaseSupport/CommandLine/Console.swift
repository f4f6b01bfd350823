import Foundation
import ShowcaseCore

/// What a command reads from and writes to, as `Showcase.run` was given them: no command reads
/// the process's own environment, terminal or standard streams.
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

  /// `--width`, else `COLUMNS`, else the terminal's width, else `ScreenWidth.standard`. A width
  /// below `minimum` counts as `minimum`, with a line on standard error; one above
  /// `ScreenWidth.maximum` counts as that.
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

  /// Writes lines meant for `width` columns. A wider line is written whole; then one line on
  /// standard error says how many are, and `why`: output never overflows silently.
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

  /// The variants `--pattern` chose, in the order given; all when none was.
  package func selected(_ patterns: [String]) -> [Variant] {
    guard !patterns.isEmpty else { return variants }
    return patterns.compactMap { id in variants.first { $0.id == id } }
  }

  package func outputLines(of text: String) {
    text.split(separator: "\n", omittingEmptySubsequences: false).forEach { output(String($0)) }
  }

  /// Says a mistake of the command line found once the command runs.
  package func usage(_ mistake: UsageError) -> Int32 {
    error(mistake.description)
    return ExitCode.usage
  }

  /// Whether the package's folder holds the spec; if not, says where it looked.
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

/// What the process knows about where its output goes.
public struct Terminal: Sendable {
  public var isTerminal: Bool
  /// The terminal's width, when it is one and says.
  public var columns: Int?
  /// Whether standard error is a terminal, where `mutate` rewrites its progress line.
  public var errorIsTerminal: Bool

  public init(isTerminal: Bool, columns: Int? = nil, errorIsTerminal: Bool? = nil) {
    self.isTerminal = isTerminal
    self.columns = columns
    self.errorIsTerminal = errorIsTerminal ?? isTerminal
  }

  /// Output to a pipe or a file.
  public static let none = Terminal(isTerminal: false)
}

/// The exit status of every command, BSD's sysexits where one fits (see Docs/Runner.md).
package enum ExitCode {
  package static let success: Int32 = 0
  /// What was compared differs, or a command of a script or a trace could not be done.
  package static let differ: Int32 = 1
  package static let usage: Int32 = 64
  package static let dataError: Int32 = 65
  package static let noInput: Int32 = 66
  package static let software: Int32 = 70
  package static let cannotCreate: Int32 = 73
}

/// How every printed command starts, so that a hint can be pasted into a shell as it is.
package enum Hint {
  package static let program = "swift run showcase"

  package static func run(_ arguments: String) -> String { "\(program) \(arguments)" }
}
