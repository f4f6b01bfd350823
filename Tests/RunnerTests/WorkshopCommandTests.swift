import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab

/// `showcase workshop start`, `solution`, `reset` and `record` on a tiny package written to a
/// temporary folder, with an exercise of its own: never on the repository itself, and nothing
/// built. What matters most: `reset` puts back exactly what `start` found, and never throws away
/// work that is not the exercise's.
@MainActor
@Suite("Workshop: start, solution, reset")
final class WorkshopCommandTests {
  let package: WorkshopPackage

  init() throws {
    package = try WorkshopPackage()
  }

  deinit {
    package.remove()
  }

  @Test("start, then every solution, then reset: every file is as it was, and no state is left")
  func resetPutsTheTreeBack() async throws {
    // Given
    let before = try package.snapshot()

    // When
    let started = await package.run("start", "W1")
    let solved = await package.run("solution", "W1")

    // Then: the tests were added and the solutions applied
    #expect(started.status == 0)
    #expect(started.output.contains("W1.1  Greets louder."))
    #expect(solved.status == 0, "\(solved.error)")
    #expect(try package.read("Sources/MVP/Greeting.swift") == "let greeting = \"HELLO\"\n")
    #expect(
      try package.read("Tests/VIPERTests/WorkshopDemoTests.swift")
        == "struct WorkshopDemoTests {}\n")

    // When
    let reset = await package.run("reset")

    // Then
    #expect(reset.status == 0, "\(reset.error)")
    #expect(try package.snapshot() == before)
    #expect(!FileManager.default.fileExists(atPath: package.url(".workshop").path))
  }

  @Test(
    "reset with an unrelated edit refuses, keeps the edit, names the files and says how to keep them"
  )
  func resetRefusesAndKeepsUnrelatedWork() async throws {
    // Given: the exercise started and MVC solved; then work that is not the exercise's
    let before = try package.snapshot()
    _ = await package.run("start", "W1")
    _ = await package.run("solution", "W1", "--pattern", "mvc")
    try package.write("let greeting = \"HELLO, WORLD\"\n", to: "Sources/MVC/Greeting.swift")
    try package.write("Notes of my own.\n", to: "Docs/Notes.md")
    let edited = try package.snapshot()

    // When
    let reset = await package.run("reset")

    // Then: refused, and nothing changed, the state included
    #expect(reset.status == 1)
    #expect(try package.snapshot() == edited)
    #expect(try package.read("Sources/MVC/Greeting.swift") == "let greeting = \"HELLO, WORLD\"\n")
    #expect(FileManager.default.fileExists(atPath: package.url(".workshop/state.json").path))
    #expect(
      reset.error == [
        "showcase workshop reset: these files hold work that is not W1's, so nothing was reset:",
        "  Docs/Notes.md (new)",
        "  Sources/MVC/Greeting.swift (changed)",
        "Keep them first: git stash push --include-untracked -- "
          + "Docs/Notes.md Sources/MVC/Greeting.swift",
        "Then run again: swift run showcase workshop reset",
      ])

    // When: the work is put aside, as the message says
    try FileManager.default.removeItem(at: package.url("Docs/Notes.md"))
    try package.write("let greeting = \"Hello\"\n", to: "Sources/MVC/Greeting.swift")
    let again = await package.run("reset")

    // Then
    #expect(again.status == 0, "\(again.error)")
    #expect(try package.snapshot() == before)
  }

  @Test("start refuses while another exercise is started, and changes nothing")
  func oneExerciseAtATime() async throws {
    // Given
    _ = await package.run("start", "W1")
    let started = try package.snapshot()

    // When
    let second = await package.run("start", "W2")

    // Then
    #expect(second.status == 1)
    #expect(
      second.error == [
        "showcase workshop start: W1 is started; one exercise at a time; first run: "
          + "swift run showcase workshop reset"
      ])
    #expect(try package.snapshot() == started)
  }

  @Test(
    "a solution that does not apply is one line naming the exercise, variant, edit and file; nothing is written"
  )
  func solutionIsAllOrNothing() async throws {
    // Given: MVVM's file is not as its solution expects
    _ = await package.run("start", "W1")
    try package.write("let greeting = \"Hi\"\n", to: "Sources/MVVM/Greeting.swift")
    let edited = try package.snapshot()

    // When
    let solved = await package.run("solution", "W1")

    // Then: not even MVC, whose solution would apply, was written
    #expect(solved.status == 1)
    #expect(
      solved.error == [
        "showcase workshop solution: W1 MVVM: Docs/Workshop/W1-demo/Solutions/MVVM.md:5: the "
          + "old text is found 0 times in Sources/MVVM/Greeting.swift (expected exactly once); "
          + "nothing was written; put that file back "
          + "(git stash keeps your change), then run: swift run showcase workshop solution W1"
      ])
    #expect(try package.snapshot() == edited)
  }

  @Test("an exercise without a variant's reference solution is an error naming both")
  func missingSolutionNamesTheExerciseAndTheVariant() async throws {
    // Given
    try FileManager.default.removeItem(
      at: package.url("Docs/Workshop/W1-demo/Solutions/VIPER.md"))

    // When
    let listed = await package.run("list")

    // Then
    #expect(listed.status == 65)
    #expect(
      listed.error == [
        "showcase workshop list: W1: no reference solution for VIPER "
          + "(expected Docs/Workshop/W1-demo/Solutions/VIPER.md)"
      ])
  }

  @Test("solution applies the solutions there are, and names a variant that has none yet")
  func solutionNamesAVariantWithoutOne() async throws {
    // Given: VIPER's solution not written yet, as while a new variant is added
    try FileManager.default.removeItem(
      at: package.url("Docs/Workshop/W1-demo/Solutions/VIPER.md"))
    _ = await package.run("start", "W1")

    // When
    let solved = await package.run("solution", "W1")

    // Then
    #expect(solved.status == 0, "\(solved.error)")
    #expect(try package.read("Sources/MVP/Greeting.swift") == "let greeting = \"HELLO\"\n")
    #expect(try package.read("Sources/VIPER/Greeting.swift") == "let greeting = \"Hello\"\n")
    #expect(
      solved.output.contains(
        "VIPER: no reference solution yet (expected Docs/Workshop/W1-demo/Solutions/VIPER.md), "
          + "left as it is"))
  }

  @Test("solution --except P applies every other variant's solution and leaves P as it is")
  func solutionExceptLeavesOneVariantAlone() async throws {
    // Given
    _ = await package.run("start", "W1")

    // When
    let solved = await package.run("solution", "W1", "--except", "mvp")

    // Then
    #expect(solved.status == 0, "\(solved.error)")
    #expect(try package.read("Sources/MVP/Greeting.swift") == "let greeting = \"Hello\"\n")
    #expect(try package.read("Sources/MVC/Greeting.swift") == "let greeting = \"HELLO\"\n")
    #expect(try package.read("Sources/VIPER/Greeting.swift") == "let greeting = \"HELLO\"\n")
  }

  @Test("list shows each exercise on a line, and which one is started")
  func listShowsTheExercises() async throws {
    // When
    _ = await package.run("start", "w2")
    let listed = await package.run("list")

    // Then
    #expect(
      listed.output == [
        "W1  Demo change    presentation  W1.1",
        "W2  Shared change  navigation    W2.1, W2.2  (started)",
      ])
  }

  @Test("an exercise that would change a test outside its own is refused, naming the file")
  func sharedTestChangesAreRefused() async throws {
    // Given
    try package.write(
      "File: `Tests/ConformanceTests/Events.swift`\n", to: "Docs/Workshop/W2-shared/Tests.md")

    // When
    let started = await package.run("start", "W2")

    // Then
    #expect(started.status != 0)
    #expect(
      started.error == [
        "showcase workshop start: W2: Docs/Workshop/W2-shared/Tests.md: an exercise may change no "
          + "test but its own"
      ])
  }

  @Test("a start cut short, with a test file not written yet, still resets")
  func interruptedStartStillResets() async throws {
    // Given: the state was saved, then the run stopped before its last file
    let before = try package.snapshot()
    _ = await package.run("start", "W1")
    try FileManager.default.removeItem(at: package.url("Tests/VIPERTests/WorkshopDemoTests.swift"))

    // When
    let reset = await package.run("reset")

    // Then
    #expect(reset.status == 0, "\(reset.error)")
    #expect(try package.snapshot() == before)
  }

  @Test(
    "record writes a variant's changes since start back as its solution; reset then accepts them")
  func recordWritesTheSolutionBack() async throws {
    // Given: a maintainer changes MVC by hand
    let before = try package.snapshot()
    _ = await package.run("start", "W1")
    try package.write("let greeting = \"Hello!\"\n", to: "Sources/MVC/Greeting.swift")

    // When
    let recorded = await package.run("record", "W1", "--pattern", "mvc")

    // Then
    #expect(recorded.output == ["Docs/Workshop/W1-demo/Solutions/MVC.md: written"])
    #expect(
      try package.read("Docs/Workshop/W1-demo/Solutions/MVC.md")
        == """
        # W1 Demo change, MVC: the reference solution

        File: `Sources/MVC/Greeting.swift`

        ```swift old
        let greeting = "Hello"
        ```

        ```swift new
        let greeting = "Hello!"
        ```

        """)

    // When
    let reset = await package.run("reset")

    // Then
    #expect(reset.status == 0, "\(reset.error)")
    var expected = before
    expected["Docs/Workshop/W1-demo/Solutions/MVC.md"] = try package.read(
      "Docs/Workshop/W1-demo/Solutions/MVC.md")
    #expect(try package.snapshot() == expected)
  }

  @Test("commands that need a started exercise say which one is")
  func commandsNeedTheStartedExercise() async throws {
    let none = await package.run("solution", "W1")
    #expect(none.status == 1)
    #expect(
      none.error == [
        "showcase workshop solution: no exercise is started; start one first: "
          + "swift run showcase workshop start W1"
      ])

    _ = await package.run("start", "W1")
    let other = await package.run("check", "W2")
    #expect(other.status == 1)
    #expect(
      other.error == [
        "showcase workshop check: W2 is not started (W1 is); to switch, run: "
          + "swift run showcase workshop reset, then swift run showcase workshop start W2"
      ])

    let unknown = await package.run("start", "W9")
    #expect(unknown.status == 64)
    #expect(
      unknown.error == [
        "showcase workshop start: unknown exercise 'W9' (expected W1 or W2; "
          + "see swift run showcase workshop list)"
      ])
  }

  @Test("report --write fills the cost tables from the solutions, and --check keeps them true")
  func reportKeepsTheCostTables() async throws {
    // Given
    try package.write(
      """
      # Workshop

      <!-- report:workshop-summary:begin -->
      <!-- report:workshop-summary:end -->

      <!-- report:workshop-w1:begin -->
      <!-- report:workshop-w1:end -->
      """, to: "Docs/Workshop.md")
    try package.write(
      "# Comparison\n\n<!-- report:workshop-summary:begin -->\n"
        + "<!-- report:workshop-summary:end -->\n", to: "Docs/Comparison.md")

    // When
    let written = await package.report("--write")
    let checked = await package.report("--check")

    // Then: each variant's solution changed one line of one file
    #expect(written.status == 0, "\(written.error)")
    #expect(checked.status == 0, "\(checked.error)")
    let page = try package.read("Docs/Workshop.md")
    #expect(
      page.contains(
        "| W1 Demo change (presentation) | +1 −1, 1 file | +1 −1, 1 file | +1 −1, 1 file "
          + "| +1 −1, 1 file |"))
    #expect(page.contains("| Production lines added | 1 | 1 | 1 | 1 |"))
    #expect(
      try package.read("Docs/Comparison.md").contains("| Files touched, all exercises | 2 | 2 |"))

    // When: a solution changes
    try package.write(
      try package.read("Docs/Workshop/W1-demo/Solutions/MVP.md")
        + "\nFile: `Sources/MVP/New.swift` (new)\n\n```swift new\nstruct New {}\n```\n",
      to: "Docs/Workshop/W1-demo/Solutions/MVP.md")
    let stale = await package.report("--check")

    // Then
    #expect(stale.status == 1)
    #expect(
      stale.error == [
        "Docs/Comparison.md: stale region(s) workshop-summary; "
          + "run: swift run showcase report --write",
        "Docs/Workshop.md: stale region(s) workshop-summary, workshop-w1; "
          + "run: swift run showcase report --write",
        "Docs/charts/change-cost.svg: stale chart; run: swift run showcase report --write",
      ])

    // When: an exercise lacks a variant's solution
    try FileManager.default.removeItem(
      at: package.url("Docs/Workshop/W2-shared/Solutions/MVVM.md"))
    let broken = await package.report("--check")

    // Then
    #expect(broken.status == 65)
    #expect(
      broken.error == [
        "showcase report: the workshop's exercises: W2: no reference solution for MVVM "
          + "(expected Docs/Workshop/W2-shared/Solutions/MVVM.md)"
      ])
  }
}
