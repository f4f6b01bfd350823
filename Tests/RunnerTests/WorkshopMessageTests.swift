import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab

/// What the workshop tells a participant is true and can be typed: every command it prints
/// starts as `swift run showcase`, a message names only files it changed (or where the rules
/// are), and the one stash command of the docs keeps the group's work and nothing else.
/// Nothing is built: the commands run on the tiny package `WorkshopPackage` writes.
@MainActor
@Suite("Workshop: messages a participant follows")
final class WorkshopMessageTests {
  let package: WorkshopPackage

  init() throws {
    package = try WorkshopPackage()
  }

  deinit {
    package.remove()
  }

  // MARK: Hints

  @Test("every command the workshop prints starts with swift run showcase, and parses")
  func hintsCanBePasted() async throws {
    // Given: the commands that end in a hint, on one package, in turn
    var lines: [String] = []
    func run(_ arguments: String...) async {
      let run = await CommandRun.of(["workshop"] + arguments, in: package.root)
      lines += run.output + run.error
    }
    await run()
    await run("begin")
    await run("start")
    await run("solution", "W1", "--pattern", "mvc", "--except", "mvp")
    await run("start", "W9")
    await run("check")
    await run("start", "W1", "--pattern", "mvvm")
    await run("start", "W2")
    await run("check", "W2")
    await run("record", "--pattern", "mvvm")
    try package.write("let greeting = \"Hi\"\n", to: "Sources/MVVM/Greeting.swift")
    await run("solution", "--pattern", "mvvm")
    await run("reset")
    await run("--help")
    let check = WorkshopCheck(
      console: package.console(), exercise: try Workshop(console: package.console()).exercise("W1"),
      solved: [])
    let mvvm = try #require(Variant.all.first { $0.id == "mvvm" })
    for verdicts: [(String, WorkshopCheck.Verdict)] in [
      [("MVVM", .fails)], [("MVVM", .notRun)], [("MVVM", .doesNotBuild), ("MVC", .notRun)],
    ] {
      lines += check.nextStep(verdicts.map { (variant: $0.0, verdict: $0.1) }, chosen: [mvvm])
    }

    // Then
    let hints = lines.flatMap(Self.hints)
    #expect(hints.count >= 15, "\(hints)")
    for line in lines {
      #expect(Self.bareCommands(in: line).isEmpty, "\(line)")
    }
    for hint in hints {
      let arguments = hint.split(separator: " ").dropFirst(3).map(String.init)
      #expect(throws: Never.self, "\(hint)") {
        try Options.parse(arguments, variants: Variant.all)
      }
    }
  }

  @Test("in the workshop's code, 'showcase workshop' opens a message as its prefix, never a hint")
  func hintsAreMadeByHintRun() throws {
    // Given
    let folder = SpecFile.packageRoot.appendingPathComponent("Sources/ShowcaseLab/Workshop")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(names.count >= 10)

    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for (number, line) in text.split(separator: "\n").enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { continue }
        for match in line.ranges(of: "showcase workshop") {
          // When
          let before = line[..<match.lowerBound]
          let typed = before.hasSuffix("swift run ")
          let prefix =
            before.hasSuffix("\"")
            && !before.dropLast().trimmingCharacters(in: .whitespaces).hasSuffix("+")
          let helpTitle = before.allSatisfy(\.isWhitespace) && name.hasSuffix("+Help.swift")

          // Then
          #expect(typed || prefix || helpTitle, "\(name):\(number + 1): \(code)")
        }
      }
    }
  }

  /// Each `showcase workshop` of `line` typed without `swift run`, but the prefix a message
  /// starts with (`showcase workshop start: …`).
  static func bareCommands(in line: String) -> [String] {
    line.ranges(of: "showcase workshop").compactMap { range in
      let before = line[..<range.lowerBound]
      if before.hasSuffix("swift run ") { return nil }
      if before.isEmpty, line[range.upperBound...].prefix(while: { $0 != ":" }).count < 12 {
        return nil
      }
      return String(line[range.lowerBound...])
    }
  }

  /// The commands `line` says to type: from `swift run showcase` to the end, a quote, a comma,
  /// a semicolon or a parenthesis; none with a placeholder such as `P` or `[E]`.
  static func hints(in line: String) -> [String] {
    line.matches(of: /swift run showcase[^'`,;()\n]*/).compactMap { match in
      let hint = match.output.trimmingCharacters(in: .whitespaces)
      let words = hint.split(separator: " ")
      let placeholder = words.contains { word in
        word.first == "[" || word.contains("...") || word == "P" || word == "E" || word == "P..."
      }
      return placeholder ? nil : hint
    }
  }

  // MARK: Files a message names

  @Test("start changes every file it names, and says the rules stay in the exercise's file")
  func startNamesOnlyWhatItChanged() async throws {
    // Given
    let before = try package.snapshot()
    let exercise = try Workshop(console: package.console()).exercise("W1")

    // When
    let started = await package.run("start", "W1", "--pattern", "mvvm")

    // Then
    #expect(started.status == 0, "\(started.error)")
    let after = try package.snapshot()
    let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    #expect(
      started.output.contains("The exercise and its rules, from \(exercise.folder)/exercise.md:"))
    #expect(try package.read("Docs/FeatureSpec.md") == before["Docs/FeatureSpec.md"])
    // The workshop's own lines, not the exercise's text it prints.
    let own = started.output.filter { !exercise.specification.contains($0) || $0.isEmpty }
    for line in own {
      for match in line.matches(of: /(?:Docs|Sources|Tests)\/[\w.\/-]*\w/) {
        let path = String(match.output)
        #expect(
          changed.contains(path) || path.hasPrefix(exercise.folder + "/"),
          "'\(line)' names \(path), which start did not change")
      }
    }
  }

  @Test("start shows an exercise's rules as ID and text, wrapped to the width")
  func rulesFitTheWidth() {
    // Given
    let row =
      "| W2.1 | When the third load in a row fails, the label reads `Couldn't load "
      + "subjects: <reason>. Try again later.` and there is no `Retry`. |"

    // When
    let lines = Workshop.readable(row, width: 60)
    let head =
      Workshop.readable("| ID | Rule |", width: 60)
      + Workshop.readable("|---|---|", width: 60)

    // Then
    #expect(lines.first?.hasPrefix("W2.1  When the third load") == true)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 60 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("      ") })
    #expect(head == [])
  }

  @Test("no exercise says a file is added to when start leaves it as it is")
  func exercisesClaimNoChange() throws {
    // Given
    let exercises = try Exercise.all(packageRoot: SpecFile.packageRoot, variants: Variant.all)
    #expect(exercises.count >= 4)

    for exercise in exercises {
      for line in exercise.specification.split(separator: "\n") where line.contains("Docs/") {
        // Then: the rules are in the exercise's file, and the line says so
        #expect(!line.hasPrefix("Added to"), "\(exercise.id): \(line)")
        #expect(line.contains("kept here"), "\(exercise.id): \(line)")
      }
    }
  }

  // MARK: Keeping the participant's work

  @Test("Teaching.md and Workshop.md give one stash command, for the group's variant alone")
  func oneStashCommandInBothPages() throws {
    // Given
    let pages = ["Docs/Teaching.md", "Docs/Workshop.md"]

    // When
    let commands = try pages.map { page in
      Self.stashCommands(in: try Self.read(page))
    }

    // Then
    for (page, found) in zip(pages, commands) { #expect(!found.isEmpty, "\(page) has none") }
    #expect(
      Set(commands.joined()) == ["git stash push --include-untracked -- Sources/MVVM"],
      "\(commands)")
  }

  /// Whether CI's participant script is here: a scratch copy of the package, as `workshop prove`
  /// makes, has no hidden folder, so no `.ci/`.
  nonisolated static var hasCIScript: Bool {
    FileManager.default.fileExists(
      atPath: SpecFile.packageRoot.appendingPathComponent(".ci/workshop-participant").path)
  }

  @Test(
    ".ci/workshop-participant types the commands of Teaching.md's workshop, the stash too",
    .enabled(if: WorkshopMessageTests.hasCIScript, "a scratch copy of the package has no .ci/"))
  func ciFollowsTheTeachingPage() throws {
    // Given
    let page = try Self.read("Docs/Teaching.md")
    let start = try #require(page.range(of: "## A half-day or full-day workshop"))
    let section = page[start.upperBound...]
    let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
    let workshop = String(section[..<end])
    let script = try Self.read(".ci/workshop-participant")
    let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }

    // When
    let commands =
      workshop.matches(of: /swift run showcase workshop[^`\n]*/).map { String($0.output) }
      + Self.stashCommands(in: workshop)

    // Then
    #expect(commands.count >= 5, "\(commands)")
    for command in commands {
      #expect(
        lines.contains {
          $0 == command || $0.hasPrefix(command + " ||") || $0.contains("$(\(command) ")
        },
        "\(command) is not typed by .ci/workshop-participant")
    }
  }

  /// Every `git stash push …` of a page, to the end of its code span or before its comment.
  static func stashCommands(in text: String) -> [String] {
    text.matches(of: /git stash push[^`#\n]*/).map {
      $0.output.trimmingCharacters(in: .whitespaces)
    }
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: SpecFile.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("reset with the group's own work names it and the stash of its variant; after it, resets")
  func resetAfterTheDocumentedStash() async throws {
    // Given: MVVM left to change; the participant's edit, a new file, a hidden one, and a file
    // outside the watched folders
    let before = try package.snapshot()
    _ = await package.run("start", "W1", "--pattern", "mvvm")
    try package.write("let greeting = \"Hi!\"\n", to: "Sources/MVVM/Greeting.swift")
    try package.write("struct Extra {}\n", to: "Sources/MVVM/Extra.swift")
    try package.write("notes\n", to: "Sources/MVVM/.notes")
    try package.write("<html>\n", to: "demo.html")
    let edited = try package.snapshot()

    // When
    let refused = await package.run("reset")

    // Then: nothing changed, and the message says how to keep the work
    #expect(refused.status == 1)
    #expect(try package.snapshot() == edited)
    #expect(
      refused.error == [
        "showcase workshop reset: these files hold work that is not W1's, so nothing was reset:",
        "  Sources/MVVM/Extra.swift (new)",
        "  Sources/MVVM/Greeting.swift (changed)",
        "Keep them first: git stash push --include-untracked -- Sources/MVVM",
        "Then run again: swift run showcase workshop reset",
      ])

    // When: the stash, as git does it: the folder as the last commit has it
    try package.write(
      try #require(before["Sources/MVVM/Greeting.swift"]), to: "Sources/MVVM/Greeting.swift")
    for file in ["Sources/MVVM/Extra.swift", "Sources/MVVM/.notes"] {
      try FileManager.default.removeItem(at: package.url(file))
    }
    let reset = await package.run("reset")

    // Then: every file as before start; what reset does not watch is left alone
    #expect(reset.status == 0, "\(reset.error)")
    #expect(try package.snapshot() == before)
    #expect(try package.read("demo.html") == "<html>\n")
  }

  @Test("an edit of the exercise's own test is kept: reset refuses and names that file alone")
  func resetKeepsAnEditedExerciseTest() async throws {
    // Given
    _ = await package.run("start", "W1", "--pattern", "mvvm")
    try package.write(
      "struct WorkshopDemoTests { let mine = 1 }\n", to: "Tests/MVVMTests/WorkshopDemoTests.swift")

    // When
    let reset = await package.run("reset")

    // Then
    #expect(reset.status == 1)
    #expect(reset.error.contains("  Tests/MVVMTests/WorkshopDemoTests.swift (changed)"))
    #expect(
      reset.error.contains(
        "Keep them first: git stash push --include-untracked -- Tests/MVVMTests/WorkshopDemoTests.swift"
      ))
    #expect(
      try package.read("Tests/MVVMTests/WorkshopDemoTests.swift")
        == "struct WorkshopDemoTests { let mine = 1 }\n")
  }

  @Test("after a stash of the whole tree, reset says where the workshop's files went")
  func resetAfterAStashOfEverything() async throws {
    // Given: every file as the last commit has it, as a stash of the whole tree leaves it
    let before = try package.snapshot()
    _ = await package.run("start", "W1", "--pattern", "mvvm")
    for path in try package.snapshot().keys where before[path] == nil {
      try FileManager.default.removeItem(at: package.url(path))
    }
    for (path, text) in before { try package.write(text, to: path) }

    // When
    let reset = await package.run("reset")

    // Then
    #expect(reset.status == 0, "\(reset.error)")
    #expect(
      reset.output == [
        "Reset W1: removed 0 file(s) the workshop added, restored 0 file(s) as they were before start",
        "The workshop's files were gone already: a stash of the whole tree holds them too",
      ])
  }

  @Test("the stash keeps a variant left to change as its folder, any other file as itself")
  func stashCommandKeepsTheWorkAlone() async throws {
    // Given
    let paths = [
      "Sources/MVVM/A.swift", "Sources/MVVM/B.swift", "Sources/MVC/C.swift", "Docs/My notes.md",
    ]

    // When
    let command = Workshop.stashCommand(for: paths, leftToChange: ["MVVM"])

    // Then
    #expect(
      command
        == "git stash push --include-untracked -- Sources/MVVM Sources/MVC/C.swift 'Docs/My notes.md'"
    )

    // When: started for MVVM, before and after the participant's change
    _ = await package.run("start", "W1", "--pattern", "mvvm")
    let workshop = Workshop(console: package.console())
    let state = try #require(try WorkshopState.load(from: workshop.tree))
    let untouched = workshop.changedFolders(state, leftToChange: workshop.leftToChange(state))
    try package.write("let greeting = \"HELLO\"\n", to: "Sources/MVVM/Greeting.swift")
    let changed = workshop.changedFolders(state, leftToChange: workshop.leftToChange(state))

    // Then: a change that reads as the reference is the group's work to keep too
    #expect(workshop.leftToChange(state) == ["MVVM"])
    #expect(untouched.isEmpty)
    #expect(changed == ["Sources/MVVM"])
  }

  @Test("a red check's next step fits 100 columns; without --pattern it needs none")
  func nextStepFitsAndNeedsNoPattern() throws {
    // Given: W1 started for MVVM, every other variant solved
    let others = Variant.all.map(\.name).filter { $0 != "MVVM" }
    let check = WorkshopCheck(
      console: package.console(), exercise: try Workshop(console: package.console()).exercise("W1"),
      solved: others)
    let mvvm = try #require(Variant.all.first { $0.id == "mvvm" })
    let mvc = try #require(Variant.all.first { $0.id == "mvc" })

    // When
    let asStarted = check.nextStep([("MVVM", .fails)], chosen: [mvvm])
    let chosen = check.nextStep([("MVC", .fails)], chosen: [mvc])
    let broken = check.nextStep([("MVVM", .doesNotBuild), ("MVC", .notRun)], chosen: [mvvm, mvc])

    // Then
    #expect(asStarted == ["Make the change, then run again: swift run showcase workshop check"])
    #expect(
      chosen == ["Make the change, then run again: swift run showcase workshop check --pattern mvc"]
    )
    #expect(broken.last == "swift run showcase workshop solution W1 --pattern mvvm")
    for line in asStarted + chosen + broken {
      #expect(line.count <= WorkshopCheck.width, "\(line)")
    }
  }
}
