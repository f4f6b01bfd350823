import Foundation
import ShowcaseCore
import ShowcaseSupport
import TestSupport
import Testing
import Tracing
import ViewKit

@testable import ShowcaseCommandLine
@testable import ShowcaseDemo

/// `showcase diff P Q`: every pair of variants, on every screen, in every format; the rows
/// pair roles by the kind of work they do; every file of a screen finds its row.
@Suite("showcase diff")
@MainActor
struct DiffTests {
  /// Runs `showcase diff` on this package and keeps what it printed.
  static func diff(_ arguments: [String]) async -> Output {
    var output = Output()
    output.status = await Showcase.run(
      arguments: ["diff"] + arguments, environment: [:], packageRoot: SpecFile.packageRoot,
      input: { nil }, output: { output.lines.append($0) }, error: { output.errors.append($0) })
    return output
  }

  struct Output {
    var status: Int32 = 0
    var lines: [String] = []
    var errors: [String] = []
  }

  static func code(_ id: String, _ screen: DiffScreen) throws -> ScreenCode {
    let variant = try #require(Variant.named(id))
    return try ScreenCode.read(screen, of: variant, packageRoot: SpecFile.packageRoot)
  }

  /// Every pair of variants once, each on a screen of its own, in turn: each screen is seen by
  /// several pairs.
  static let pairs: [(Variant, Variant, DiffScreen)] = {
    var pairs: [(Variant, Variant, DiffScreen)] = []
    for (index, left) in Variant.all.enumerated() {
      for right in Variant.all.dropFirst(index + 1) {
        let screen = DiffScreen.allCases[pairs.count % DiffScreen.allCases.count]
        pairs.append((left, right, screen))
      }
    }
    return pairs
  }()

  @Test("every pair of variants, once, as text")
  func everyPairOnce() async throws {
    for (left, right, screen) in Self.pairs {
      // Given
      let pair = [left.id, right.id, "--screen", screen.rawValue]
      let files = try [Self.code(left.id, screen), Self.code(right.id, screen)]
        .flatMap(\.files).map(\.name)

      // When
      let text = await Self.diff(pair + ["--width", "100"])

      // Then
      #expect(text.status == 0 && text.errors == [], "\(pair)")
      #expect(
        text.lines.first
          == "\(left.name) beside \(right.name): the \(screen.title) screen, role by role")
      #expect(text.lines.allSatisfy { TerminalWidth.columns(of: $0) <= 100 }, "\(pair)")
      for file in files {
        #expect(text.lines.contains { $0.contains(file) }, "\(pair) \(file)")
      }
    }
  }

  @Test("under the title, a line counts each side's files, code lines and types")
  func countsEachSide() async throws {
    // Given
    let mvc = try Self.code("mvc", .greeting)
    let viper = try Self.code("viper", .greeting)

    // When
    let text = await Self.diff(["mvc", "viper", "--screen", "greeting"])

    // Then
    #expect(mvc.files.count == 2 && viper.files.count > mvc.files.count)
    #expect(
      text.lines[1]
        == "MVC: 2 files, \(mvc.codeLines) code lines, \(mvc.types) types. "
        + "VIPER: \(viper.files.count) files, \(viper.codeLines) code lines, \(viper.types) types.")
  }

  @Test("too narrow for two columns, the sides go one under the other")
  func narrowSetsTheSidesInBands() async {
    // When
    let text = await Self.diff(["mvc", "viper", "--screen", "greeting", "--width", "50"])

    // Then
    #expect(text.status == 0 && text.errors == [])
    #expect(!text.lines.contains { $0.contains(" │ ") })
    #expect(text.lines.allSatisfy { TerminalWidth.columns(of: $0) <= 50 })
    #expect(text.lines.contains("VIPER"))
  }

  @Test("the pairs are every pair once, and see every screen")
  func thePairsCoverEveryScreen() {
    #expect(Set(Self.pairs.map(\.2)) == Set(DiffScreen.allCases))
    #expect(Self.pairs.count == Variant.all.count * (Variant.all.count - 1) / 2)
  }

  @Test(
    "every screen as Markdown and as HTML, the pair most unlike", arguments: DiffScreen.allCases)
  func everyScreenInEveryFormat(screen: DiffScreen) async throws {
    // Given: the variant with one role beside the one with the most
    let pair = ["mvc", "viper", "--screen", screen.rawValue]
    let files = try [Self.code("mvc", screen), Self.code("viper", screen)]
      .flatMap(\.files).map(\.name)

    // When
    let markdown = await Self.diff(pair + ["--format", "markdown"])
    let html = await Self.diff(pair + ["--format", "html"])

    // Then
    for run in [markdown, html] {
      #expect(run.status == 0 && run.errors == [])
    }
    for file in files {
      #expect(markdown.lines.contains { $0.contains("`\(file)`") }, "\(file)")
    }
    #expect(WellFormedness.problem(in: html.lines.joined(separator: "\n")) == nil)
  }

  @Test("a pattern beside itself is a command-line mistake, exit status 64")
  func aPatternBesideItselfIsRefused() async {
    // When
    let run = await Self.diff(["mvp", "MVP"])

    // Then
    #expect(run.status == 64)
    #expect(run.errors == ["showcase diff: 'mvp' twice (expected two different patterns)"])
  }

  @Test("MVP's presenter stands beside VIPER's; VIPER's interactor beside a note naming it")
  func pairsByKindOfWork() throws {
    // When
    let rows = try RoleDiff(left: Self.code("mvp", .subjects), right: Self.code("viper", .subjects))
      .rows

    // Then
    #expect(rows.map(\.kind) == RoleKind.allCases)
    #expect(names(rows[0].left) == ["SubjectsPresenter.swift"])
    #expect(names(rows[0].right) == ["SubjectsPresenter.swift"])
    #expect(names(rows[1].left) == ["SubjectsViewController.swift"])
    #expect(names(rows[2].right) == ["SubjectsInterfaces.swift"])
    #expect(
      rows[3].left
        == .note(
          "MVP has no role of its own for this: SubjectsPresenter.swift does it"
            + " (under Presentation)."))
    #expect(names(rows[3].right) == ["SubjectsInteractor.swift"])
    #expect(names(rows[4].right) == ["SubjectsRouter.swift"])
    #expect(names(rows[5].left) == ["Feature.swift"])
    #expect(names(rows[5].right) == ["SubjectsBuilder.swift", "Feature.swift"])
  }

  @Test("MVC's view controller stands beside the presenter, where the logic lives")
  func mvcViewControllerBesideThePresenter() throws {
    // When
    let rows = try RoleDiff(left: Self.code("mvc", .greeting), right: Self.code("mvvm", .greeting))
      .rows

    // Then
    #expect(rows.map(\.kind) == [.presentation, .view, .assembly])
    #expect(names(rows[0].left) == ["GreetingViewController.swift"])
    #expect(names(rows[0].right) == ["GreetingViewModel.swift"])
    #expect(names(rows[1].right) == ["GreetingViewController.swift"])
    #expect(names(rows[2].left) == ["Feature.swift"] && names(rows[2].right) == ["Feature.swift"])
  }

  @Test("a screen made elsewhere says where")
  func namesTheMaker() throws {
    // When
    let side = RoleDiff.side(of: try Self.code("mvvm", .practice), for: .assembly)

    // Then
    #expect(side == .note("MVVM makes this screen in SubjectsCoordinator.swift."))
  }

  @Test("every file of every screen, in every pattern target, has a role its target declares")
  func everyScreenFileHasARole() throws {
    for variant in Variant.all {
      let folder = SpecFile.packageRoot.appendingPathComponent("Sources/\(variant.name)")
      let names = try FileManager.default.visibleNames(atPath: folder.path)
      for name in names.sorted() {
        let stem = name.replacing(".swift", with: "")
        // The longest screen first: `AllSubjectsPresenter` is All subjects', not Subjects'.
        let screens = DiffScreen.allCases.sorted { $0.prefix.count > $1.prefix.count }
        guard let screen = screens.first(where: { stem.hasPrefix($0.prefix) }) else { continue }
        let suffix = String(stem.dropFirst(screen.prefix.count))
        #expect(variant.roleFiles.contains { $0.suffix == suffix }, "\(variant.name)/\(name)")
      }
    }
  }

  @Test(
    "a wrong command line is one line with the choices, exit status 64",
    arguments: [
      (
        ["mvp"],
        "showcase diff: expected two patterns, such as 'swift run showcase diff mvp mvvm' "
          + "(patterns: \(patternChoices))"
      ),
      (["mvp", "mvx"], "showcase diff: unknown pattern 'mvx' (expected \(patternChoices))"),
      (
        ["mvp", "mvvm", "viper"],
        "showcase diff: unexpected argument 'viper' (expected two patterns)"
      ),
      (
        ["mvp", "mvvm", "--screen", "home"],
        "showcase diff: unknown screen 'home' (expected greeting, subjects, practice or all-subjects)"
      ),
      (
        ["mvp", "mvvm", "--format", "json"],
        "showcase diff: unknown format 'json' (expected text, markdown or html)"
      ),
    ])
  func rejectsWrongCommandLines(arguments: [String], message: String) async {
    // When
    let run = await Self.diff(arguments)

    // Then
    #expect(run.status == 64)
    #expect(run.errors == [message])
    #expect(run.lines == [])
  }

  private func names(_ side: RoleDiff.Side) -> [String] {
    if case .files(let files) = side { return files.map(\.name) }
    return []
  }
}
