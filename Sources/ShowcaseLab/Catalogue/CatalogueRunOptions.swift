import ShowcaseCore
import ShowcaseSupport

/// The options of `showcase bugs` and `showcase refactor` alike:
/// `[--pattern P]... [--<noun> ID]... [--format F] [--write | --check | --list]`.
package struct CatalogueRunOptions: Sendable, Equatable {
  /// Variant ids, and entry ids as written (`r3`, checked when the command runs); empty means
  /// every one.
  package var patterns: [String] = []
  package var ids: [String] = []
  var format: OutputFormat = .text
  var regions: RegionAction?
  var list = false

  static let bugsOptions: CommandOptions = """
    \(CommandOptions.pattern)
    --bug B        a bug of the catalogue, such as B3; repeat to choose several
                   (default: every bug)
    --format F     text, json (every failing test) or markdown (default: text)
    --write        record the run in Docs/bughunt.json, the bughunt region of
                   Docs/Comparison.md and the bugs-catalogue region of
                   Docs/BugHunt.md (every bug: no --bug)
    --check        exit 1 when the run differs from Docs/bughunt.json; a record that is
                   stale for the code, the suites or the catalogue is said at once,
                   before anything is built
    --list         only list the bugs: no build, no test run; a bug whose edit no
                   longer applies is marked, the edit named, and the exit status is 0
    """

  static let refactorOptions: CommandOptions = """
    \(CommandOptions.pattern)
    --refactor R   a refactor of the catalogue, such as R3; repeat to choose several
                   (default: every refactor)
    --format F     text, json (every broken test) or markdown (default: text)
    --write        record the run in Docs/refactoring.json, the refactoring region of
                   Docs/Comparison.md and the refactors-catalogue region of
                   Docs/Refactoring.md (every refactor: no --refactor)
    --check        exit 1 when the run differs from Docs/refactoring.json; a record
                   that is stale for the code, the suites or the catalogue is said at
                   once, before anything is built; the repairs, whose outcome the
                   record does not hold, are not built
    --list         only list the refactors: no build, no test run; a refactor whose
                   edit no longer applies is marked, the edit named, and the exit
                   status is 0
    """

  /// Reads the options of `showcase bugs`, or of `showcase refactor` when `refactor`; `nil`
  /// when the command line asks for help.
  package static func read(_ reader: inout ArgumentReader, refactor: Bool) throws(UsageError)
    -> Self?
  {
    let (noun, valid) = refactor ? ("refactor", refactorOptions) : ("bug", bugsOptions)
    // What an id is, for a missing value: `a bug of Docs/bugs.catalogue, such as B3`.
    let expected = "a \(noun) of Docs/\(noun)s.catalogue, such as \(refactor ? "R" : "B")3"
    var options = CatalogueRunOptions()
    var action: String?
    while let option = try reader.nextOption(valid: valid.names) {
      switch option {
      case "--pattern": try reader.pattern(adding: &options.patterns)
      case "--\(noun)":
        let id = try reader.value(expected: expected)
        // The same id twice is a slip for another, as the same pattern twice is.
        guard !options.ids.contains(where: { $0.uppercased() == id.uppercased() }) else {
          throw UsageError(
            "\(reader.command): \(noun) '\(Echo.word(id))' given twice (expected each \(noun) once)"
          )
        }
        options.ids.append(id)
      case "--format": options.format = try reader.choice(OutputFormat.self, what: "format")
      case "--write", "--check", "--list":
        try reader.flag()
        if let chosen = action, chosen != option {
          throw UsageError("\(reader.command): choose one of --write, --check and --list")
        }
        action = option
      default: throw reader.unknown(option)
      }
    }
    if reader.asksForHelp { return nil }
    options.regions = action == "--write" ? .write : action == "--check" ? .check : nil
    options.list = action == "--list"
    // The record holds every entry: a run of some would leave the others as they were
    // measured on other code.
    if options.regions == .write, !options.ids.isEmpty {
      throw UsageError("\(reader.command): --write records every \(noun) (leave out --\(noun))")
    }
    return options
  }
}
