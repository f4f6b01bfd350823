import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseLab

/// The participant's path on the tiny package `WorkshopCommandTests` writes: `start --pattern`
/// leaves one variant to change, `check`, `solution` and `record` take the started exercise,
/// and `reset` puts everything back. Nothing is built.
@MainActor
@Suite("Workshop: start --pattern, and the started exercise")
final class WorkshopPatternTests {
  let package: WorkshopPackage

  init() throws {
    package = try WorkshopPackage()
  }

  deinit {
    package.remove()
  }

  @Test("start --pattern mvvm applies every other variant's solution and leaves MVVM as it is")
  func startWithAPatternSolvesTheOthers() async throws {
    // When
    let started = await package.run("start", "W1", "--pattern", "mvvm")

    // Then
    #expect(started.status == 0, "\(started.error)")
    for variant in Variant.all.map(\.name) {
      let expected = variant == "MVVM" ? "let greeting = \"Hello\"\n" : "let greeting = \"HELLO\"\n"
      #expect(try package.read("Sources/\(variant)/Greeting.swift") == expected, "\(variant)")
    }
    #expect(
      started.output.suffix(2) == [
        "Left to change: MVVM. The tests fail, or do not build, until the change is made.",
        "Then run: swift run showcase workshop check",
      ])
  }

  @Test("check without --pattern runs the variants left to change, or all once each is solved")
  func checkTakesTheVariantsLeftToChange() {
    // Given
    let console = package.console()
    let others = Variant.all.map(\.name).filter { $0 != "MVVM" }

    // When
    let afterStart = WorkshopCheck.variants([], solved: others, in: console)
    let chosen = WorkshopCheck.variants(["mvp"], solved: others, in: console)
    let allSolved = WorkshopCheck.variants([], solved: Variant.all.map(\.name), in: console)

    // Then
    #expect(afterStart.map(\.name) == ["MVVM"])
    #expect(chosen.map(\.name) == ["MVP"])
    #expect(allSolved.map(\.name) == Variant.all.map(\.name))
  }

  @Test("after start --pattern and the participant's own change, reset leaves every file as it was")
  func resetPutsBackTheSolutionsAndTheParticipantsChange() async throws {
    // Given: started for MVVM, whose change the participant makes by hand
    let before = try package.snapshot()
    _ = await package.run("start", "W1", "--pattern", "mvvm")
    try package.write("let greeting = \"HELLO\"\n", to: "Sources/MVVM/Greeting.swift")

    // When
    let reset = await package.run("reset")

    // Then
    #expect(reset.status == 0, "\(reset.error)")
    #expect(try package.snapshot() == before)
    #expect(!FileManager.default.fileExists(atPath: package.url(".workshop").path))
  }

  @Test("a participant's change that differs from the solution is kept: reset refuses")
  func resetKeepsAChangeOfTheParticipants() async throws {
    // Given
    _ = await package.run("start", "W1", "--pattern", "mvvm")
    try package.write("let greeting = \"Hello!\"\n", to: "Sources/MVVM/Greeting.swift")

    // When
    let reset = await package.run("reset")

    // Then
    #expect(reset.status == 1)
    #expect(try package.read("Sources/MVVM/Greeting.swift") == "let greeting = \"Hello!\"\n")
    #expect(reset.error.contains("  Sources/MVVM/Greeting.swift (changed)"))
  }

  @Test("start --pattern, when another solution does not apply, starts nothing and says why")
  func startWithAPatternIsAllOrNothing() async throws {
    // Given
    try package.write("let greeting = \"Hi\"\n", to: "Sources/MVC/Greeting.swift")
    let edited = try package.snapshot()

    // When
    let started = await package.run("start", "W1", "--pattern", "mvvm")

    // Then
    #expect(started.status == 1)
    #expect(
      started.error == [
        "showcase workshop start: W1 MVC: Docs/Workshop/W1-demo/Solutions/MVC.md:5: the old "
          + "text is found 0 times in Sources/MVC/Greeting.swift (expected exactly once); "
          + "nothing was started; put that file back (git stash keeps "
          + "your change), then run: swift run showcase workshop start W1 --pattern mvvm"
      ])
    #expect(try package.snapshot() == edited)
    #expect(!FileManager.default.fileExists(atPath: package.url(".workshop").path))
  }

  @Test("check, solution and record without an ID take the started exercise")
  func commandsTakeTheStartedExercise() async throws {
    // When: none is started
    let none = await package.run("check")

    // Then
    #expect(none.status == 1)
    #expect(
      none.error == [
        "showcase workshop check: no exercise is started; run: "
          + "swift run showcase workshop start W1 (see swift run showcase workshop list)"
      ])

    // When: W2 is started
    _ = await package.run("start", "W2")
    let solved = await package.run("solution", "--pattern", "mvc")
    let recorded = await package.run("record", "--pattern", "mvc")

    // Then
    #expect(solved.status == 0, "\(solved.error)")
    #expect(recorded.output == ["Docs/Workshop/W2-shared/Solutions/MVC.md: written"])
    #expect(try Workshop(console: package.console()).named(nil).id == "W2")
    #expect(
      solved.output == ["MVC: applied the reference solution of W2 to Sources/MVC/Greeting.swift"])
  }

  @Test("a check that another variant keeps from running says the command that lets it run")
  func checkSaysTheNextCommand() throws {
    // Given: W1, with no other variant solved
    let workshop = Workshop(console: package.console())
    let check = WorkshopCheck(
      console: package.console(), exercise: try workshop.exercise("W1"), solved: [])
    let mvvm = try #require(Variant.all.first { $0.id == "mvvm" })

    // When
    let next = check.nextStep([("MVVM", .notRun)], chosen: [mvvm])

    // Then
    #expect(
      next == [
        "The other variants must build too, since all tests link into one bundle. Run:",
        "swift run showcase workshop solution W1 --except mvvm",
      ])
  }
}
