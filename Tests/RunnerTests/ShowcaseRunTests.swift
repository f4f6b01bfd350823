import Foundation
import Model
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

@testable import ShowcaseCommandLine
@testable import ShowcaseDemo
@testable import ShowcaseSupport

/// A greeting that says "Hi" before any tap and never greets: a variant that breaks G1 and G2,
/// for the runner to catch.
final class HiGreetingFake: ViewController {
  override func viewDidLoad() {
    title = "Greeting"
    view.addSubview(Label(text: "Hi"))
    view.addSubview(Button(title: "Show greeting"))
  }
}

/// Runs `showcase` in-process and keeps what it printed.
@MainActor
struct ShowcaseRun {
  var status: Int32 = 0
  var lines: [String] = []
  var errors: [String] = []

  static let mvc = Variant.all[0]
  /// MVC under another name: two variants that must agree on every step.
  static let mvcAgain = Variant(
    id: "again", name: "Again", makeGreetingScreen: mvc.makeGreetingScreen,
    makeSubjectsScreen: mvc.makeSubjectsScreen)
  static let broken = Variant(
    id: "broken", name: "Broken", makeGreetingScreen: { _ in HiGreetingFake() },
    makeSubjectsScreen: mvc.makeSubjectsScreen)

  init(
    _ arguments: [String], variants: [Variant], environment: [String: String] = [:],
    terminal: Showcase.Terminal = .none, input: [String] = []
  ) async {
    var input = input[...]
    var lines: [String] = []
    var errors: [String] = []
    status = await Showcase.run(
      arguments: arguments, environment: environment, terminal: terminal, variants: variants,
      input: { input.popFirst() }, output: { lines.append($0) }, error: { errors.append($0) })
    self.lines = lines
    self.errors = errors
  }
}

/// The folder of every file the tests write, one per test process, removed when it exits.
private let testFiles: URL = {
  let folder = TestFolder.name("showcase-tests")
  atexit { try? FileManager.default.removeItem(at: testFiles) }
  return folder
}()

/// Writes `text` to a new file, in a folder of its own in the tests' temporary folder, and
/// returns its path.
func temporaryFile(_ text: String, named name: String) throws -> String {
  let folder = testFiles.appendingPathComponent(UUID().uuidString)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let url = folder.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

@Suite("showcase, side by side")
@MainActor
struct ShowcaseRunTests {
  @Test("variants that behave alike agree on every step of the built-in session")
  func agreeingVariantsPass() async {
    // When
    let run = await ShowcaseRun([], variants: [ShowcaseRun.mvc, ShowcaseRun.mvcAgain])

    // Then
    #expect(run.status == 0)
    #expect(run.errors == [])
    #expect(run.lines.last == "2 variants agree on 18/18 steps")
    #expect(run.lines.first == "Step 1/18: open greeting — The greeting, before the tap")
    #expect(run.lines[1] == "MVC                                       Again")
    #expect(!run.lines.contains { $0.contains(SideBySide.mark) })
  }

  @Test("--pause waits for Return between steps, and q stops the session there")
  func pauseWaitsBetweenSteps() async {
    // When
    let run = await ShowcaseRun(
      ["--pause", "--no-flows"], variants: [ShowcaseRun.mvc], input: ["", "q"])

    // Then
    #expect(run.status == 0)
    #expect(
      run.errors == [
        "Return: step 2/18 · q and Return: stop here",
        "Return: step 3/18 · q and Return: stop here",
      ])
    #expect(run.lines.filter { $0.hasPrefix("Step ") }.count == 2)
    #expect(
      run.lines.suffix(2) == ["1 variant agrees on 2/2 steps", "Stopped after step 2 of 18."])
  }

  @Test("a variant that shows another screen is marked at that step, and the run exits 1")
  func disagreementIsReported() async {
    // When
    let run = await ShowcaseRun([], variants: [ShowcaseRun.mvc, ShowcaseRun.broken])

    // Then
    #expect(run.status == 1)
    #expect(run.lines[1] == "MVC                                       ✗ Broken")
    #expect(run.lines.filter { $0 == "✗ Broken differs from MVC" }.count == 2)
    #expect(run.lines.last == "✗ 2 variants agree on 16/18 steps; steps 1, 2 differ")
  }

  @Test("--pattern chooses the variants, in the order given")
  func patternsChooseVariants() async throws {
    // When
    let run = await ShowcaseRun(
      try Self.greetingScript() + ["--pattern", "again", "--pattern", "mvc"],
      variants: [ShowcaseRun.mvc, ShowcaseRun.mvcAgain, ShowcaseRun.broken])

    // Then
    #expect(run.status == 0)
    #expect(run.lines[1] == "Again                                     MVC")
  }

  @Test("JSON holds every variant's snapshot at every step and parses")
  func jsonParses() async throws {
    // When
    let run = await ShowcaseRun(
      ["--format", "json"], variants: [ShowcaseRun.mvc, ShowcaseRun.broken])

    // Then
    #expect(run.status == 1)
    let data = Data(run.lines.joined(separator: "\n").utf8)
    let steps = try #require(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    #expect(steps.count == 18)
    #expect(steps.map { $0["step"] as? Int } == Array(1...18))
    #expect(steps[1]["command"] as? String == "tap \"Show greeting\"")
    #expect(
      steps.map { $0["agree"] as? Bool } == [false, false] + Array(repeating: true, count: 16))
    for step in steps {
      let screens = try #require(step["screens"] as? [String: [String: Any]])
      #expect(screens.keys.sorted() == ["broken", "mvc"])
      #expect(screens.values.allSatisfy { $0["title"] is String && $0["rows"] is [Any] })
    }
    let decoded = try JSONDecoder().decode([Step].self, from: data)
    #expect(
      decoded[0].screens["broken"]
        == ScreenSnapshot(
          title: "Greeting", labels: ["Hi"], buttons: [.init(title: "Show greeting")]))
  }

  private struct Step: Decodable {
    var screens: [String: ScreenSnapshot]
  }

  @Test("Markdown gives each step a heading and a fenced block")
  func markdownHasHeadingsAndBlocks() async {
    // When
    let run = await ShowcaseRun(["--format", "markdown"], variants: [ShowcaseRun.mvc])

    // Then
    #expect(run.status == 0)
    #expect(run.lines.first == "# MVC side by side")
    #expect(run.lines.filter { $0.hasPrefix("## Step ") }.count == 18)
    #expect(run.lines.contains("## Step 2: `tap \"Show greeting\"`"))
    #expect(run.lines.filter { $0 == "```text" }.count == 18)
    #expect(run.lines.last == "**1 variant agrees on 18/18 steps**")
  }

  @Test("a script file is played; a command that fails everywhere fails the run")
  func scriptFileIsPlayed() async throws {
    // Given
    let path = try temporaryFile(
      "open greeting\ntap \"Nope\"\nexpect \"Greeting\"\n", named: "demo.txt")

    // When
    let run = await ShowcaseRun(
      ["--script", path], variants: [ShowcaseRun.mvc, ShowcaseRun.mvcAgain])

    // Then
    #expect(run.status == 1)
    #expect(run.lines.contains("! no button \"Nope\" on Greeting (buttons: \"Show greeting\")"))
    #expect(
      Array(run.lines.suffix(2)) == [
        "2 variants agree on 3/3 steps", "! commands failed at step 2",
      ])
  }

  @Test("a wrong script or data file is one line with its place, exit status 65")
  func badFilesExit65() async throws {
    // Given
    let script = try temporaryFile("open greeting\nopen home\n", named: "demo.txt")
    let data = try temporaryFile("{\"person\": 1}", named: "data.json")

    // When
    let badScript = await ShowcaseRun(["--script", script], variants: [ShowcaseRun.mvc])
    let badData = await ShowcaseRun(["--data", data], variants: [ShowcaseRun.mvc])
    let missing = await ShowcaseRun(["--script", "/no/such/file"], variants: [ShowcaseRun.mvc])
    let empty = try temporaryFile("# only a comment\n\n", named: "empty.txt")
    let emptyScript = await ShowcaseRun(["--script", empty], variants: [ShowcaseRun.mvc])

    // Then
    #expect(badScript.status == 65)
    #expect(
      badScript.errors == [
        "\(script):2: unknown screen 'home' after 'open' (expected greeting or subjects)"
      ])
    #expect(badData.status == 65)
    #expect(badData.errors == ["\(data): person: expected an object, found the number 1"])
    #expect(emptyScript.status == 65)
    #expect(
      emptyScript.errors == ["\(empty): no command to play (only comments or blank lines)"])
    #expect(missing.status == 65)
    #expect(missing.errors == ["/no/such/file: no such file"])
    #expect(badScript.lines == [] && badData.lines == [] && missing.lines == [])
  }

  @Test("a file is named as typed, a directory says it is one, bad UTF-8 names its line")
  func filesAreNamedAsTyped() async throws {
    // Given
    let folder = FileManager.default.temporaryDirectory.path
    let script = try temporaryFile("", named: "demo.txt")
    try (Data("open greeting\n".utf8) + Data([0xC3, 0x28])).write(to: URL(fileURLWithPath: script))

    // When
    let relative = await ShowcaseRun(["--data", "no/such.json"], variants: [ShowcaseRun.mvc])
    let dataFolder = await ShowcaseRun(["--data", folder], variants: [ShowcaseRun.mvc])
    let scriptFolder = await ShowcaseRun(["--script", "."], variants: [ShowcaseRun.mvc])
    let badUTF8 = await ShowcaseRun(["--script", script], variants: [ShowcaseRun.mvc])

    // Then
    #expect(relative.errors == ["no/such.json: no such file"])
    #expect(dataFolder.errors == ["\(folder): is a directory (expected a file)"])
    #expect(scriptFolder.errors == [".: is a directory (expected a file)"])
    #expect(
      badUTF8.errors == ["\(script):2: byte 0xC3 is not UTF-8 (save the script as UTF-8 text)"])
    for run in [relative, dataFolder, scriptFolder, badUTF8] {
      #expect(run.status == 65 && run.lines == [])
    }
  }

  @Test("a data file changes who is greeted")
  func dataFileIsUsed() async throws {
    // Given
    let data = try temporaryFile(
      """
      {"person": {"firstName": "Ada", "lastName": "Lovelace", "phase": "high"},
       "subjects": [], "userSubjects": []}
      """, named: "data.json")
    let script = try temporaryFile("open greeting\ntap \"Show greeting\"\n", named: "demo.txt")

    // When
    let run = await ShowcaseRun(
      ["--data", data, "--script", script], variants: [ShowcaseRun.mvc])

    // Then
    #expect(run.status == 0)
    #expect(run.lines.contains("│ Hello Ada Lovelace       │"))
  }

  /// The first two steps of the built-in session, as a script: enough for what is drawn
  /// around the screens.
  static func greetingScript() throws -> [String] {
    ["--script", try temporaryFile("open greeting\ntap \"Show greeting\"\n", named: "g.script")]
  }

  @Test("colour only at a terminal without NO_COLOR, and never in JSON")
  func colourOnlyAtATerminal() async throws {
    // Given
    let variants = [ShowcaseRun.mvc, ShowcaseRun.broken]
    let terminal = Showcase.Terminal(isTerminal: true, columns: 120)
    let escape = "\u{1B}["
    let script = try Self.greetingScript()

    // When
    let piped = await ShowcaseRun(script, variants: variants)
    let atTerminal = await ShowcaseRun(script, variants: variants, terminal: terminal)
    let noColour = await ShowcaseRun(
      script, variants: variants, environment: ["NO_COLOR": "1"], terminal: terminal)
    let json = await ShowcaseRun(
      script + ["--format", "json"], variants: variants, terminal: terminal)

    // Then
    #expect(!piped.lines.contains { $0.contains(escape) })
    #expect(atTerminal.lines.contains { $0.contains("\(escape)31m✗ Broken\(escape)0m") })
    #expect(!noColour.lines.contains { $0.contains(escape) })
    #expect(!json.lines.contains { $0.contains(escape) })
  }

  @Test("the width comes from --width, else COLUMNS, else the terminal, else 100")
  func widthIsChosen() async throws {
    // Given
    let variants = [ShowcaseRun.mvc, ShowcaseRun.mvcAgain]
    let narrowTerminal = Showcase.Terminal(isTerminal: true, columns: 40)
    let script = try Self.greetingScript()

    // When
    let standard = await ShowcaseRun(script, variants: variants)
    let columns = await ShowcaseRun(script, variants: variants, environment: ["COLUMNS": "40"])
    let terminal = await ShowcaseRun(script, variants: variants, terminal: narrowTerminal)
    let option = await ShowcaseRun(
      script + ["--width", "120"], variants: variants, environment: ["COLUMNS": "40"])

    // Then
    #expect(standard.lines[1] == "MVC                                       Again")
    #expect(columns.lines[1] == "MVC")
    #expect(terminal.lines[1].hasSuffix("MVC"))
    #expect(option.lines[1] == "MVC                                       Again")
  }

  @Test("a COLUMNS wider than any screen counts as the widest width, 1000")
  func hugeColumnsAreCapped() async throws {
    // When
    let run = await ShowcaseRun(
      try Self.greetingScript(), variants: [ShowcaseRun.mvc, ShowcaseRun.mvcAgain],
      environment: ["COLUMNS": "9223372036854775807"])

    // Then
    #expect(run.status == 0)
    #expect(run.lines[1] == "MVC                                       Again")
  }
}

@Suite("showcase report and compare-tests, away from the package")
@MainActor
struct PackageRootTests {
  @Test(
    "outside the package they say where they looked, in one line, and exit 66",
    arguments: [["compare-tests", "S1"], ["report", "--static"], ["diff", "mvp", "mvvm"]])
  func outsideThePackage(arguments: [String]) async {
    // Given
    let elsewhere = FileManager.default.temporaryDirectory
    var errors: [String] = []

    // When
    let status = await Showcase.run(
      arguments: arguments, environment: [:], packageRoot: elsewhere,
      input: { nil }, output: { _ in }, error: { errors.append($0) })

    // Then
    #expect(status == ExitCode.noInput)
    #expect(
      errors == [
        "showcase \(arguments[0]): no Docs/FeatureSpec.md in \(elsewhere.path) "
          + "(run it from the package's root folder)"
      ])
  }

  @Test("help report shows the report's help anywhere")
  func helpReport() async {
    // Given
    var lines: [String] = []

    // When
    let status = await Showcase.run(
      arguments: ["help", "report"], environment: [:],
      packageRoot: FileManager.default.temporaryDirectory, input: { nil },
      output: { lines.append($0) }, error: { _ in })

    // Then
    #expect(status == 0)
    #expect(lines.first?.hasPrefix("showcase report: ") == true)
    #expect(
      lines.contains("Usage: swift run showcase report [--static] [--format F] [--pattern P]..."))
  }
}

/// The variants' ids as an error message lists them: `mvc, mvp, … or viper`.
let patternChoices = choiceList(Variant.all.map(\.id))
