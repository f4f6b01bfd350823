import ShowcaseCore
import Testing

@testable import ShowcaseCommandLine
@testable import ShowcaseDemo

/// `showcase play`: commands read a line at a time, each screen printed, mistakes said.
@Suite("showcase play")
@MainActor
struct PlayTests {
  @Test("quit ends the session; quit with words after it is a mistake, not an end")
  func quitTakesNothing() async {
    // When
    let run = await ShowcaseRun(
      ["play", "--pattern", "mvc"], variants: [ShowcaseRun.mvc],
      input: ["quit now", "open greeting", "quit", "open subjects"])

    // Then
    #expect(run.status == 0)
    #expect(run.errors == ["<stdin>:1: 'quit' takes nothing after it"])
    #expect(run.lines.first == "Step 1: open greeting")
    #expect(!run.lines.contains { $0.hasPrefix("Step 2") })
  }

  @Test("each line read is played and its screen printed; a wrong line is one message")
  func playsLineByLine() async {
    // Given
    let input = [
      "open greeting", "jump", "", "# a comment", "tap \"Show greeting\"", "tap \"Nope\"",
    ]

    // When
    let run = await ShowcaseRun(
      ["play", "--pattern", "mvc"], variants: [ShowcaseRun.mvc], input: input)

    // Then
    #expect(run.status == 0)
    #expect(
      run.errors == [
        "<stdin>:2: unknown command 'jump' (expected open, tap, select, back, release, fail, late, "
          + "expect or step) — type help for the commands"
      ])
    #expect(
      run.lines == [
        "Step 1: open greeting",
        "MVC",
        "┌──────────────────────────┐",
        "│ Greeting                 │",
        "├──────────────────────────┤",
        "│ [ Show greeting ]        │",
        "└──────────────────────────┘",
        "",
        "Step 2: tap \"Show greeting\"",
        "MVC",
        "┌──────────────────────────┐",
        "│ Greeting                 │",
        "├──────────────────────────┤",
        "│ Hello Dr. John Smith     │",
        "│ Born Thursday January 1, │",
        "│ 1970                     │",
        "│ [ Show greeting ]        │",
        "└──────────────────────────┘",
        "",
        "Step 3: tap \"Nope\"",
        "MVC",
        "┌──────────────────────────┐",
        "│ Greeting                 │",
        "├──────────────────────────┤",
        "│ Hello Dr. John Smith     │",
        "│ Born Thursday January 1, │",
        "│ 1970                     │",
        "│ [ Show greeting ]        │",
        "└──────────────────────────┘",
        "! no button \"Nope\" on Greeting (buttons: \"Show greeting\")",
        "",
      ])
  }

  @Test("help lists the commands; quit stops before the lines after it")
  func helpAndQuit() async {
    // When
    let run = await ShowcaseRun(
      ["play"], variants: [ShowcaseRun.mvc], input: ["help", "quit", "open greeting"])

    // Then
    #expect(run.status == 0)
    #expect(run.lines == PlayCommand.playCommands.split(separator: "\n").map(String.init))
  }

  @Test("late answers on keeps a cancelled request pending on every variant; off withdraws it")
  func lateAnswersKeepCancelledRequests() async {
    // Given: a list left while it loads, then a command that lists what is pending.
    let leaving = ["open subjects", "back", "release switch"]

    // When
    let late = await ShowcaseRun(
      ["play"], variants: Variant.all, input: ["late answers on"] + leaving)
    let withdrawn = await ShowcaseRun(
      ["play"], variants: Variant.all, input: ["late answers on", "late answers off"] + leaving)

    // Then
    let cancelled = "person (cancelled), subjects (cancelled), records (cancelled)"
    #expect(late.status == 0)
    #expect(
      late.lines.filter { $0.hasPrefix("!") }
        == ["! no pending 'switch' request (pending: \(cancelled))"])
    #expect(late.lines.contains("Step 1: late answers on"))
    #expect(
      withdrawn.lines.filter { $0.hasPrefix("!") }
        == ["! no pending 'switch' request (pending: none)"])
  }

  @Test("a caption names the next step; the network is played like in a script")
  func capturesLoadingAndAnswers() async {
    // When
    let run = await ShowcaseRun(
      ["play"], variants: [ShowcaseRun.mvc, ShowcaseRun.mvcAgain],
      input: ["step \"Loading\"", "open subjects", "release person", "release all"])

    // Then
    #expect(run.status == 0)
    #expect(run.errors == [])
    #expect(
      run.lines.filter { $0.hasPrefix("Step") } == [
        "Step 1: open subjects — Loading", "Step 2: release person", "Step 3: release all",
      ])
    #expect(run.lines.contains("│ ◌ Loading…               │  │ ◌ Loading…               │"))
    #expect(run.lines.contains("│ • Math                   │  │ • Math                   │"))
  }
}
