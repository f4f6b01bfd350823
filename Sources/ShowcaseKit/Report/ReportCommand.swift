import Foundation
import ShowcaseCore

/// `showcase report`: measures each variant from the package's own sources and, unless
/// `--static`, from runs of its unit suite; prints the figures or keeps the generated regions
/// of the docs up to date.
public enum ReportCommand {
  static let usage = """
    USAGE: showcase report [--static] [--format text|markdown|json] [--pattern <id>]...
           showcase report --write | --check

    Measures each pattern variant: production code lines, types and protocols; its unit
    suite's lines, tests, test doubles, setup lines and assertions per test; the spec's
    scenarios it tests, and how many without a view. Unless --static, it also runs each suite
    alone with coverage (swift test --enable-code-coverage --filter <Variant>Tests, scratch
    folder .build-coverage) for line coverage and time. Docs/Testability.md says how each
    figure is measured and what it can and cannot tell.

    OPTIONS:
      --static           Only the figures read from the sources: no build, no test run.
      --format <format>  text (default), markdown or json.
      --pattern <id>     Only this variant (mvc, mvp, mvvm, viper); may repeat.
      --write            Regenerate the marked regions of Docs/Comparison.md, README.md and the
                         pattern pages (Docs/MVC.md, Docs/MVP.md, Docs/MVVM.md, Docs/VIPER.md).
      --check            Exit 1 when a marked region differs from what the sources measure.
      -h, --help         Show this help.
    """

  /// The files whose `<!-- report:NAME:begin -->` regions `--write` fills and `--check` checks.
  static let documents = [
    "Docs/Comparison.md", "README.md", "Docs/MVC.md", "Docs/MVP.md", "Docs/MVVM.md",
    "Docs/VIPER.md",
  ]

  @MainActor
  public static func run(
    arguments: [String], packageRoot: URL, output: (String) -> Void, error: (String) -> Void
  ) async -> Int32 {
    let options: CommandOptions
    let format: String
    let variants: [String]
    do {
      options = try CommandOptions(
        arguments, flags: ["--static", "--write", "--check", "--help", "-h"],
        valued: ["--format", "--pattern", "--variant"])
      format = try options.choice("--format", from: ["text", "markdown", "json"], default: "text")
      // `--variant` is an older spelling of `--pattern`, the runner's word.
      variants = try selectedVariants(
        (options.values["--pattern"] ?? []) + (options.values["--variant"] ?? []))
      if let extra = options.positional.first {
        throw ReportError("unexpected argument '\(extra)' (report takes options only)")
      }
      if options.flags.contains("--write"), options.flags.contains("--check") {
        throw ReportError("choose one of --write and --check")
      }
    } catch let failure {
      error("showcase report: \(failure)")
      return CommandOptions.usageError
    }
    if options.flags.contains("--help") || options.flags.contains("-h") {
      output(usage)
      return 0
    }

    let measured: (specIDs: [String], figures: [StaticFigures])
    do {
      measured = try measureStatic(packageRoot: packageRoot, variants: variants)
    } catch let failure {
      error("cannot measure the sources: \(failure)")
      return 1
    }
    var tables = ReportTables(specIDs: measured.specIDs, figures: measured.figures, dynamic: [:])
    if options.flags.contains("--check") || options.flags.contains("--write") {
      tables.diagrams = await traceDiagrams()
    }

    if options.flags.contains("--check") {
      return check(tables, packageRoot: packageRoot, output: output, error: error)
    }
    if options.flags.contains("--write") {
      return write(tables, packageRoot: packageRoot, output: output, error: error)
    }

    var dynamic: [String: DynamicFigures] = [:]
    if !options.flags.contains("--static") {
      // The runner lives only for this call, so the progress closure does not escape it.
      dynamic = withoutActuallyEscaping(error) { progress in
        CoverageRunner(packageRoot: packageRoot, progress: progress).measure(variants: variants)
      }
    }
    let full = ReportTables(
      specIDs: measured.specIDs, figures: measured.figures, dynamic: dynamic)
    switch format {
    case "json":
      do {
        output(try json(full))
      } catch let failure {
        error("cannot encode the report: \(failure)")
        return 1
      }
    case "markdown":
      output(render(full, markdown: true))
    default:
      output(render(full, markdown: false))
    }
    return 0
  }

  /// The scenario each pattern page shows as a sequence diagram recorded from a real run.
  static let tracedScenario = "S5"

  /// For each variant, region `trace-<id>`: the Mermaid diagram `showcase trace` records for
  /// `tracedScenario`. Recorded afresh each time, so the pages show what the code does now.
  @MainActor
  static func traceDiagrams() async -> [String: String] {
    guard let scenario = TraceScenario.named(tracedScenario) else { return [:] }
    var diagrams: [String: String] = [:]
    for variant in Variant.all {
      let recording = await Tracer.record(scenario, on: variant)
      diagrams["trace-\(variant.id)"] = Tracer.mermaid(recording).joined(separator: "\n")
    }
    return diagrams
  }

  /// The variant folder names: every variant, or the ones `--pattern` names.
  static func selectedVariants(_ ids: [String]) throws -> [String] {
    guard !ids.isEmpty else { return Variant.all.map(\.name) }
    return try ids.map { id in
      guard let variant = Variant.named(id) else {
        throw ReportError(
          "unknown pattern '\(id)' (expected \(choiceList(Variant.all.map(\.id))))")
      }
      return variant.name
    }
  }

  static func measureStatic(packageRoot: URL, variants: [String]) throws -> (
    specIDs: [String], figures: [StaticFigures]
  ) {
    let specIDs = try SpecReader.scenarioIDs(packageRoot: packageRoot)
    let figures = try variants.map {
      try StaticMeasure.measure(variant: $0, packageRoot: packageRoot, specIDs: specIDs)
    }
    return (specIDs, figures)
  }

  // MARK: Printing

  static func render(_ tables: ReportTables, markdown: Bool) -> String {
    var sections: [(String, ReportTable)] = [
      ("Static figures, read from the sources", tables.staticTable),
      ("Code lines per production file", tables.files),
      ("Test doubles each suite declares", tables.doubles),
      ("Scenarios tested (\"no view\": the test's file does not import ViewKit)", tables.scenarios),
    ]
    if !tables.dynamic.isEmpty {
      sections.append(
        ("Dynamic figures, this machine (each suite run alone with coverage)", tables.dynamicTable))
    }
    var text = sections.map { title, table in
      markdown ? "### \(title)\n\n\(table.markdown)" : "\(title)\n\n\(table.text)"
    }
    .joined(separator: "\n\n")
    let notes = tables.dynamicNotes
    if !notes.isEmpty {
      text += "\n\n" + notes.map { markdown ? "- \($0)" : $0 }.joined(separator: "\n")
    }
    text +=
      "\n\n"
      + "Tests count @Test functions; a parameterized test counts once. "
      + "Docs/Testability.md says how each figure is measured."
    return text
  }

  /// The report as JSON: each variant's figures as measured, plus the summary the tables show.
  static func json(_ tables: ReportTables) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let report = JSONReport(
      specIDs: tables.specIDs,
      variants: tables.figures.map {
        JSONReport.Entry(
          name: $0.variant, summary: JSONReport.Summary($0, dynamic: tables.dynamic[$0.variant]),
          staticFigures: $0, dynamicFigures: tables.dynamic[$0.variant])
      })
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }

  // MARK: Generated regions

  /// Each document with its text regenerated, or a reason it is left alone.
  private static func regenerated(_ tables: ReportTables, packageRoot: URL) -> [(
    path: String, old: String?, new: Result<String, ReportError>
  )] {
    documents.map { path in
      let url = packageRoot.appendingPathComponent(path)
      guard let old = try? String(contentsOf: url, encoding: .utf8) else {
        return (path, nil, .failure(ReportError("\(path): not found, left alone")))
      }
      let names = MarkedRegions.names(in: old)
      guard !names.isEmpty else {
        return (path, old, .failure(ReportError("\(path): no report markers, left alone")))
      }
      if let unknown = names.first(where: { tables.content(for: $0) == nil }) {
        let known = ReportTables.regionNames.joined(separator: ", ")
        return (
          path, old,
          .failure(ReportError("\(path): unknown region 'report:\(unknown)' (valid: \(known))"))
        )
      }
      do {
        return (path, old, .success(try MarkedRegions.filling(old) { tables.content(for: $0) }))
      } catch let failure as ReportError {
        return (path, old, .failure(ReportError("\(path): \(failure)")))
      } catch {
        return (path, old, .failure(ReportError("\(path): \(error)")))
      }
    }
  }

  static func write(
    _ tables: ReportTables, packageRoot: URL, output: (String) -> Void, error: (String) -> Void
  ) -> Int32 {
    var status: Int32 = 0
    for document in regenerated(tables, packageRoot: packageRoot) {
      switch document.new {
      case .success(let text) where text == document.old:
        output("\(document.path): up to date")
      case .success(let text):
        do {
          try text.write(
            to: packageRoot.appendingPathComponent(document.path), atomically: true,
            encoding: .utf8)
          output("\(document.path): regions regenerated")
        } catch let failure {
          error("\(document.path): cannot write: \(failure)")
          status = 1
        }
      case .failure(let reason):
        // A README without markers is fine; a broken marker is not.
        if reason.description.hasSuffix("left alone") {
          output(reason.description)
        } else {
          error(reason.description)
          status = 1
        }
      }
    }
    return status
  }

  static func check(
    _ tables: ReportTables, packageRoot: URL, output: (String) -> Void, error: (String) -> Void
  ) -> Int32 {
    var stale: [String] = []
    var problems: [String] = []
    for document in regenerated(tables, packageRoot: packageRoot) {
      switch document.new {
      case .success(let text) where text != document.old:
        let old = document.old ?? ""
        let names = MarkedRegions.names(in: old).filter { name in
          (try? MarkedRegions.filling(old) { $0 == name ? tables.content(for: $0) : nil })
            != old
        }
        stale.append(
          "\(document.path): stale region(s) \(names.joined(separator: ", ")); "
            + "run: swift run showcase report --write")
      case .success:
        break
      case .failure(let reason):
        // Comparison.md must exist with its regions; README.md may have none.
        if document.path == documents[0] || !reason.description.hasSuffix("left alone") {
          problems.append(reason.description)
        }
      }
    }
    for line in problems + stale { error(line) }
    guard problems.isEmpty, stale.isEmpty else { return 1 }
    output("report regions are up to date")
    return 0
  }
}

/// The JSON shape of `showcase report --format json`.
private struct JSONReport: Encodable {
  struct Summary: Encodable {
    let productionLines: Int
    let types: Int
    let protocols: Int
    let testLines: Int
    let tests: Int
    let parameterizedTests: Int
    let doubles: Int
    let setupLinesPerTest: Double
    let assertionsPerTest: Double
    let scenariosCovered: Int
    let scenariosViewFree: Int
    let lineCoveragePercent: Double?
    let runnerSeconds: Double?

    init(_ figures: StaticFigures, dynamic: DynamicFigures?) {
      productionLines = figures.productionLines
      types = figures.types
      protocols = figures.protocols
      testLines = figures.testLines
      tests = figures.testCount
      parameterizedTests = figures.parameterizedCount
      doubles = figures.doubles.count
      setupLinesPerTest = (figures.setupLinesPerTest * 100).rounded() / 100
      assertionsPerTest = (figures.assertionsPerTest * 100).rounded() / 100
      scenariosCovered = figures.scenariosCovered.count
      scenariosViewFree = figures.scenariosViewFree.count
      lineCoveragePercent = dynamic?.linePercent.map { ($0 * 100).rounded() / 100 }
      runnerSeconds = dynamic?.runnerSeconds
    }
  }

  struct Entry: Encodable {
    let name: String
    let summary: Summary
    let staticFigures: StaticFigures
    let dynamicFigures: DynamicFigures?

    enum CodingKeys: String, CodingKey {
      case name, summary
      case staticFigures = "static"
      case dynamicFigures = "dynamic"
    }
  }

  let specIDs: [String]
  let variants: [Entry]
}
