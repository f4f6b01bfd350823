import Foundation
import ShowcaseCore
import ShowcaseDemo
import ShowcaseSupport

/// `showcase where <ID>`: the lines of each variant's code that a scenario's step runs and its
/// setup alone does not, measured by code coverage (`SliceMeasure`), as columns, Markdown or a
/// page. `--write` and `--check` keep the responsibility table's slices in `Docs/where.json`.
package enum WhereCommand {
  struct Listing: Sendable {
    struct File: Sendable {
      let name: String
      /// Each line, and whether code (not comments or blanks) the slice leaves out comes
      /// before it.
      let lines: [(number: Int, text: String, skipsCode: Bool)]
    }

    let variant: String
    let files: [File]
  }

  @MainActor
  package static func run(_ options: WhereOptions, in console: Console) async -> Int32 {
    let command = "showcase where"
    let variants = console.selected(options.patterns)
    // In the instrumented showcase that `SliceMeasure` starts: play a part, then end.
    if let part = console.environment[SliceMeasure.partVariable].flatMap(SliceScenario.Part.init),
      console.environment["LLVM_PROFILE_FILE"] != nil,
      let scenario = options.scenario.flatMap(SliceScenario.named)
    {
      await scenario.play(part, on: variants) { exit(ExitCode.success) }
    }
    guard console.findsPackage(for: command) else { return ExitCode.noInput }
    if let action = options.regions {
      return await WhereRecord.keep(
        action, variants: variants.map(\.name), patterns: options.patterns, in: console)
    }
    let ids = SliceScenario.all.map(\.id).joined(separator: ", ")
    guard let id = options.scenario else {
      return console.usage(UsageError("\(command): missing scenario ID (expected one of \(ids))"))
    }
    guard let scenario = SliceScenario.named(id) else {
      return console.usage(
        UsageError("\(command): unknown scenario ID '\(Echo.word(id))' (expected one of \(ids))"))
    }
    let listings: [Listing]
    do {
      let slices = try await measure(
        [scenario], variants: variants.map(\.name), in: console, command: command)[0]
      listings = try zip(variants, slices).map { variant, slice in
        try listing(variant.name, slice, packageRoot: console.packageRoot)
      }
    } catch let stopped as Interruption.Stopped {
      return stopped.report(command, in: console, files: "the package is untouched")
    } catch {
      console.error("\(command): \(error)")
      return ExitCode.software
    }
    switch options.format {
    case .text:
      let width = console.width(
        options.width, minimum: ScreenWidth.codeColumnsMinimum, command: command)
      console.outputLines(of: text(scenario, listings, width: width))
    case .markdown: console.outputLines(of: markdown(scenario, listings))
    case .html:
      do {
        let columns = try listings.map { try column($0, packageRoot: console.packageRoot) }
        console.outputLines(of: WherePage(scenario: scenario, columns: columns).html())
      } catch {
        console.error("\(command): cannot read the sources: \(error)")
        return ExitCode.noInput
      }
    }
    return ExitCode.success
  }

  @MainActor
  static func measure(
    _ scenarios: [SliceScenario], variants: [String], in console: Console, command: String
  ) async throws -> [[SliceMeasure.Slice]] {
    let progress = RunProgress(isLive: console.terminal.errorIsTerminal, write: console.error)
    var measure = SliceMeasure(
      packageRoot: console.packageRoot, environment: console.environment, progress: progress)
    defer { measure.finish() }
    try await measure.build()
    var slices: [[SliceMeasure.Slice]] = []
    for scenario in scenarios {
      if scenarios.count > 1 { progress.update("Measuring \(scenario.id) …") }
      slices.append(try await measure.slices(of: scenario, variants: variants))
    }
    if scenarios.count > 1 { progress.line("Measured \(scenarios.count) scenarios") }
    return slices
  }

  static func source(_ variant: String, _ file: String, packageRoot: URL) throws -> String {
    try String(
      contentsOf: packageRoot.appendingPathComponent("Sources/\(variant)/\(file)"), encoding: .utf8)
  }

  /// The slice's lines with their text, read from the variant's folder.
  static func listing(_ variant: String, _ slice: SliceMeasure.Slice, packageRoot: URL) throws
    -> Listing
  {
    Listing(
      variant: variant,
      files: try slice.map { file in
        let text = try source(variant, file.file, packageRoot: packageRoot)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let code = SwiftSource(text).codeLineNumbers
        let numbers = file.lines.filter { $0 <= lines.count }
        return Listing.File(
          name: file.file,
          lines: numbers.enumerated().map { index, number in
            let after = index == 0 ? number : numbers[index - 1] + 1
            return (
              number, String(lines[number - 1]), (after..<number).contains(where: code.contains)
            )
          })
      })
  }

  /// A variant's files whole, for the page, each sliced line marked.
  static func column(_ listing: Listing, packageRoot: URL) throws -> WherePage.Column {
    WherePage.Column(
      variant: listing.variant,
      files: try listing.files.map { file in
        let text = try source(listing.variant, file.name, packageRoot: packageRoot)
        let sliced = Set(file.lines.map(\.number))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (
          file.name,
          lines.enumerated().map { ($0 + 1, String($1), sliced.contains($0 + 1)) }
        )
      })
  }

  static func heading(_ scenario: SliceScenario, _ listings: [Listing]) -> [String] {
    [
      "\(scenario.id) \(scenario.title)",
      "Setup: \(scenario.setupText.isEmpty ? "none" : scenario.setupText)",
      "Step: \(scenario.stepText)",
    ] + (listings.allSatisfy(\.files.isEmpty) ? [WherePage.noLineOfItsOwn] : [])
  }

  /// A file's lines, dedented together, each after its number; `⋮` where code is skipped. With
  /// a `width`, a longer line wraps, and goes on under its code, not under its number.
  static func numbered(_ file: Listing.File, width: Int? = nil) -> [String] {
    let texts = CompareTestsCommand.dedent(file.lines.map(\.text))
    let digits = String(file.lines.last?.number ?? 0).count
    var lines: [String] = []
    for (index, line) in file.lines.enumerated() {
      if line.skipsCode { lines.append("⋮") }
      let number = String(line.number)
      let lead = String(repeating: " ", count: digits - number.count) + number + "  "
      let pieces = width.map { LineWrap.code(texts[index], width: max(1, $0 - lead.count)) }
      for (piece, text) in (pieces ?? [texts[index]]).enumerated() {
        lines.append((piece == 0 ? lead : String(repeating: " ", count: lead.count)) + text)
      }
    }
    return lines
  }

  static func text(_ scenario: SliceScenario, _ listings: [Listing], width: Int) -> String {
    let layout = CodeColumns.Layout(
      count: listings.count, width: width, minimum: CompareTestsCommand.minimumColumn)
    let columns: [[String]] = listings.map { listing in
      var lines = [listing.variant, layout.rule]
      if listing.files.isEmpty { lines.append("(no line of its own)") }
      for (index, file) in listing.files.enumerated() {
        if index > 0 { lines.append("") }
        lines += [file.name] + numbered(file, width: layout.columnWidth)
      }
      return lines
    }
    let heading = heading(scenario, listings).flatMap {
      LineWrap.hanging($0, width: width, hang: 2)
    }
    return (heading + [""] + CodeColumns.lines(columns, layout: layout)).joined(separator: "\n")
  }

  static func markdown(_ scenario: SliceScenario, _ listings: [Listing]) -> String {
    let heading = heading(scenario, listings)
    var blocks = ["# \(heading[0])\n\n" + heading.dropFirst().joined(separator: "  \n")]
    for listing in listings {
      var block = "## \(listing.variant)"
      if listing.files.isEmpty { block += "\n\n_No line of its own._" }
      for file in listing.files {
        block += "\n\n`\(file.name)`\n\n```swift\n\(numbered(file).joined(separator: "\n"))\n```"
      }
      blocks.append(block)
    }
    return blocks.joined(separator: "\n\n")
  }
}
