import ShowcaseCore
import ShowcaseSupport

/// `showcase diff P Q`: the code of two variants for one screen, role by role (`RoleDiff`).
package enum DiffCommand {
  @MainActor
  package static func run(_ options: DiffOptions, in console: Console) -> Int32 {
    let command = "showcase diff"
    guard console.findsPackage(for: command) else { return ExitCode.noInput }
    var codes: [ScreenCode] = []
    for id in [options.left, options.right] {
      // The option parser accepted only the variants' ids.
      guard let variant = console.variants.first(where: { $0.id == id }) else {
        return ExitCode.usage
      }
      let code: ScreenCode
      do {
        code = try ScreenCode.read(options.screen, of: variant, packageRoot: console.packageRoot)
      } catch {
        console.error("\(command): cannot read Sources/\(variant.name): \(error)")
        return ExitCode.noInput
      }
      guard !code.files.isEmpty else {
        console.error(
          "\(command): no file of the \(options.screen.title) screen in Sources/\(variant.name)")
        return ExitCode.noInput
      }
      codes.append(code)
    }
    let diff = RoleDiff(left: codes[0], right: codes[1])
    switch options.format {
    case .text:
      let width = console.width(
        options.width, minimum: ScreenWidth.codeColumnsMinimum, command: command)
      DiffText.columns(diff, width: width).forEach(console.output)
    case .markdown: DiffText.markdown(diff).forEach(console.output)
    case .html: console.outputLines(of: DiffText.html(diff))
    }
    return ExitCode.success
  }

  package static let help = """
    showcase diff: two variants' code for one screen, side by side, role by role.

    Usage: swift run showcase diff P Q [--screen S] [--format text|markdown|html] [--width N]

    Sets the files of pattern P beside those of pattern Q for one screen, paired by the kind
    of work each role does rather than by file: presentation (MVC's view controller beside
    MVP's presenter, MVVM's view model, VIPER's presenter), view, contracts, model access,
    navigation, assembly. Where one variant has no role of its own for a kind of work, its
    column says which file does it. Under the title, a line counts each side's files, code
    lines and types. Narrower than 63 columns, the sides go one under the other. Run it from
    the package's root folder.
    Example: swift run showcase diff mvp viper --screen greeting

    \(DiffOptions.options.help)

    Exit status: 0 done, 64 wrong command line, 66 not run from the package's folder.
    """
}

package struct DiffOptions: Sendable, Equatable {
  var left = ""
  var right = ""
  var screen: DiffScreen = .subjects
  var format: DiffFormat = .text
  var width: Int?

  static let options: CommandOptions = """
    --screen S     greeting, subjects, practice or all-subjects (default: subjects)
    --format F     text, markdown or html (default: text: columns side by side)
    \(CommandOptions.codeWidth)
    """

  /// Reads `showcase diff P Q [--screen S] [--format F] [--width N]`: two patterns,
  /// as words, then options in any order. `nil` when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader) throws(UsageError) -> Self? {
    var options = DiffOptions()
    var patterns: [String] = []
    let ids = reader.variants.map(\.id)
    while let word = try reader.nextWord(valid: Self.options.names) {
      switch word {
      case .argument(let name) where patterns.count < 2:
        guard let id = ids.first(where: { $0 == name.lowercased() }) else {
          throw UsageError(
            "\(reader.command): unknown pattern '\(Echo.word(name))' (expected \(choiceList(ids)))")
        }
        guard !patterns.contains(id) else {
          throw UsageError("\(reader.command): '\(id)' twice (expected two different patterns)")
        }
        patterns.append(id)
      case .argument(let extra): throw reader.unexpected(extra, expected: "two patterns")
      case .option("--screen"): options.screen = try reader.choice(DiffScreen.self, what: "screen")
      case .option("--format"): options.format = try reader.choice(DiffFormat.self, what: "format")
      case .option("--width"):
        options.width = try reader.width(minimum: ScreenWidth.codeColumnsMinimum)
      case .option(let option): throw reader.unknown(option)
      }
    }
    if reader.asksForHelp { return nil }
    guard patterns.count == 2 else {
      throw UsageError(
        "\(reader.command): expected two patterns, such as 'swift run showcase diff mvp mvvm' "
          + "(patterns: \(choiceList(ids)))")
    }
    options.left = patterns[0]
    options.right = patterns[1]
    return options
  }
}

enum DiffFormat: String, Sendable, Equatable, CaseIterable {
  case text, markdown, html
}

/// A screen of the feature that `showcase diff --screen` names, and how its files are named in
/// every pattern target: `Subjects` opens `SubjectsPresenter.swift`, `SubjectsViewModel.swift`, ….
enum DiffScreen: String, CaseIterable, Sendable {
  case greeting, subjects, practice
  case allSubjects = "all-subjects"

  /// `AllSubjects`.
  var prefix: String {
    rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The screen as a heading names it: `All subjects`.
  var title: String { self == .allSubjects ? "All subjects" : prefix }
}
