import Foundation
import ShowcaseCore
import Testing
import Tracing

@testable import ShowcaseCommandLine
@testable import ShowcaseDemo

/// The messages each step caused, under each variant's screen: written compactly, recorded
/// from the same hops as `showcase trace`, never compared, and left out by `--no-flows`.
@Suite("Flows beside the screens")
@MainActor
struct FlowTests {
  @Test("messages in a row between the same two roles share a heading; answers are dashed")
  func groupsMessagesUnderHeadings() {
    // Given
    let hops = [
      Hop(from: .user, to: .viewController, message: "tap \"Retry\""),
      Hop(from: .viewController, to: .service, message: "currentPerson()"),
      Hop(from: .viewController, to: .service, message: "allSubjects()"),
      Hop(from: .service, to: .viewController, message: "person", isReply: true),
    ]

    // When
    let lines = FlowLines.lines(hops, width: 28)

    // Then
    #expect(
      lines == [
        "User → ViewController:", "  tap \"Retry\"", "ViewController → Service:",
        "  currentPerson()", "  allSubjects()", "Service ⇢ ViewController:", "  person",
      ])
    #expect(FlowLines.lines([], width: 28) == ["(no messages)"])
  }

  @Test("a long message breaks at a space or after a name's parenthesis, indented further")
  func wrapsLongMessages() {
    // Given
    let hops = [
      Hop(from: .navigation, to: .viewController, message: "viewDidDisappear (Showcase, covered)"),
      Hop(from: .navigation, to: .viewController, message: "viewDidDisappear(isLeaving:)"),
    ]

    // When
    let lines = FlowLines.lines(hops, width: 24)

    // Then
    #expect(
      lines == [
        "Navigation →", "ViewController:", "  viewDidDisappear", "    (Showcase, covered)",
        "  viewDidDisappear(", "    isLeaving:)",
      ])
  }

  @Test("each variant's flow stands under its screen, and flows that differ still agree")
  func flowsDifferYetScreensAgree() async {
    // When
    let run = await ShowcaseRun(
      [], variants: [ShowcaseRun.mvc, Variant.all[1]], environment: ["COLUMNS": "70"])

    // Then
    #expect(run.status == 0)
    #expect(run.lines.last == "2 variants agree on 18/18 steps")
    let step = Array(run.lines.drop { !$0.hasPrefix("Step 2/18") }.prefix { !$0.isEmpty })
    #expect(
      Array(step.suffix(7)) == [
        "User → ViewController:              User → ViewController:",
        "  tap \"Show greeting\"                 tap \"Show greeting\"",
        "                                    ViewController → Presenter:",
        "                                      showGreetingTapped()",
        "                                    Presenter → ViewController:",
        "                                      show(greeting:)",
        "                                      show(birthdate:)",
      ])
  }

  @Test("--no-flows shows the screens alone, in boxes 28 columns wide, two apart")
  func noFlowsShowsScreensAlone() async {
    // When
    let run = await ShowcaseRun(
      ["--no-flows"], variants: [ShowcaseRun.mvc, ShowcaseRun.mvcAgain])

    // Then
    #expect(run.status == 0)
    #expect(run.lines[1] == "MVC                           Again")
    #expect(!run.lines.contains { $0.contains(FlowLines.call) || $0.contains(FlowLines.reply) })
  }

  @Test("JSON gives each step's flows by variant, as hops; none with --no-flows")
  func jsonHoldsFlows() async throws {
    // When
    let run = await ShowcaseRun(["--format", "json"], variants: [ShowcaseRun.mvc])
    let without = await ShowcaseRun(
      ["--format", "json", "--no-flows"], variants: [ShowcaseRun.mvc])

    // Then
    let steps = try JSONDecoder().decode([Step].self, from: Data(run.lines.joined().utf8))
    #expect(steps.count == 18)
    #expect(
      steps[1].flows?["mvc"] == [
        Hop(from: .user, to: .viewController, message: "tap \"Show greeting\"")
      ])
    let answers = steps[4].flows?["mvc"]?.filter(\.isReply).map(\.message)
    #expect(answers == ["person", "8 subjects", "7 records"])
    let plain = try JSONDecoder().decode([Step].self, from: Data(without.lines.joined().utf8))
    #expect(plain.allSatisfy { $0.flows == nil })
  }

  private struct Step: Decodable {
    var flows: [String: [Hop]]?
  }

  @Test("Markdown's blocks hold the flows too")
  func markdownHoldsFlows() async {
    // When
    let run = await ShowcaseRun(["--format", "markdown"], variants: [ShowcaseRun.mvc])

    // Then
    #expect(run.lines.contains("User → ViewController:"))
    #expect(run.lines.contains("Service ⇢ Model:"))
  }
}
