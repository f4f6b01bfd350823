import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseMeasures
@testable import ShowcaseSupport

/// Keeps the variants parallel where their patterns do not ask otherwise: on each screen, the
/// role that takes the user's events has one method per event, named after what the user did
/// (`…Tapped`, `…Selected`), under the same names in every variant. A diff between two variants
/// then lines up, and a rename in one variant fails here. An event added to every variant (a
/// workshop's new button) needs no change here.
@Suite("Parallel form")
struct ParallelFormTests {
  static let screens = ["Greeting", "Subjects", "AllSubjects", "Practice"]

  @Test("Each screen's event methods have the same names in every variant")
  func sameEventsUnderTheSameNames() throws {
    for screen in Self.screens {
      let events = try Variant.all.map { variant in
        (variant.name, try Self.eventMethods(of: variant, on: screen))
      }
      let first = try #require(events.first)
      for (name, methods) in events.dropFirst() {
        #expect(
          methods == first.1,
          "\(screen): \(name)'s \(methods) against \(first.0)'s \(first.1)")
      }
    }
  }

  @Test("The subject list's events are the spec's: retry and selecting a row")
  func theSubjectListTakesTheSpecsEvents() throws {
    for variant in Variant.all {
      let events = try Self.eventMethods(of: variant, on: "Subjects")
      #expect(
        events.isSuperset(of: ["retryTapped()", "rowSelected(at:)"]), "\(variant.name): \(events)")
    }
  }

  @Test("An event method or action is read with its labels, across lines, not from a comment")
  func eventMethodsAreReadWithTheirLabels() {
    // Given
    let source = """
      func viewWillAppear() {}
      private func retryTapped() { load() }
      func rowSelected(
        at row: Int
      ) {}
      func subjectSelected(_ subject: Subject, in list: [Subject]) {}
      // func commentedTapped() {}
      let text = "func quotedTapped() {}"
      func showGreetingButtonTapped() {}
      enum Action { case doneTapped, rowPicked(Int); case itemSelected(at: Int, Bool) }
      switch action { case .otherTapped: break }
      """

    // Then
    #expect(
      Self.eventMethods(in: source) == [
        "retryTapped()", "rowSelected(at:)", "showGreetingButtonTapped()",
        "subjectSelected(_:in:)", "doneTapped()", "itemSelected(at:_:)",
      ])
  }

  /// The event methods of `variant`'s role that takes the user's events on `screen`.
  static func eventMethods(of variant: Variant, on screen: String) throws -> Set<String> {
    let path = "Sources/\(variant.name)/\(screen)\(variant.eventTaker).swift"
    let url = SpecFile.packageRoot.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return eventMethods(in: try String(contentsOf: url, encoding: .utf8))
  }

  /// The selectors of the methods, or of the actions (enum cases), named after a user's
  /// action, read by the package's lexer.
  static func eventMethods(in text: String) -> Set<String> {
    let scanner = SourceScanner.scanningOnce(text)
    return Set(
      (scanner.functionSelectors + scanner.caseSelectors).filter {
        let name = $0.prefix { $0 != "(" }
        return name.hasSuffix("Tapped") || name.hasSuffix("Selected")
      })
  }
}

/// Keeps the variants' list, their targets and the README in step: a pattern target that is not
/// in `Variant.all` would be left out of every command and table. (`PatternPageTests` keeps the
/// pattern pages' sections in step.)
@Suite("Every variant in its place")
struct VariantPlacesTests {
  @Test(
    "Every pattern target, a folder with a Feature.swift, is a variant, and every variant has one")
  func everyPatternTargetIsAVariant() throws {
    let sources = SpecFile.packageRoot.appendingPathComponent("Sources")
    let targets = try FileManager.default.visibleNames(atPath: sources.path).filter {
      FileManager.default.fileExists(
        atPath: sources.appendingPathComponent("\($0)/Feature.swift").path)
    }
    #expect(Set(targets) == Set(Variant.all.map(\.name)))
  }

  @Test("The README's layout names every pattern's target and its unit suite")
  func readmeLayoutNamesEveryVariant() throws {
    let readme = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.split(separator: "\n").map { Set($0.split(separator: " ").map(String.init)) }
    let targets = Set(Variant.all.map { "\($0.name)/" })
    let suites = Set(Variant.all.map { "\($0.name)Tests/" })
    #expect(lines.contains { targets.isSubset(of: $0) }, "a line listing \(targets.sorted())")
    #expect(lines.contains { suites.isSubset(of: $0) }, "a line listing \(suites.sorted())")
  }

  @Test("Each pattern target declares one public type, its Feature entry")
  func onePublicTypePerPatternTarget() throws {
    for variant in Variant.all {
      let files = try StaticMeasure.swiftFiles(
        in: "Sources/\(variant.name)", packageRoot: SpecFile.packageRoot)
      let publicTypes = files.flatMap { SourceScanner.scanningOnce($0.1).publicDeclarations }
      #expect(publicTypes == ["Feature"], "\(variant.name)")
    }
  }
}

/// Keeps the exhibits, the articles' other forms, in their place: each a folder of
/// `Sources/Exhibits/` listed in `Exhibit.all`, entered only through its `Feature`, and a form of
/// a pattern that is a variant.
@Suite("Every exhibit in its place")
struct ExhibitPlacesTests {
  @Test("Every folder of Sources/Exhibits/ is an exhibit, and every exhibit has one")
  func everyExhibitFolderIsAnExhibit() throws {
    let exhibits = SpecFile.packageRoot.appendingPathComponent("Sources/Exhibits")
    let folders = try FileManager.default.visibleNames(atPath: exhibits.path)
    #expect(Set(folders.map { "Sources/Exhibits/\($0)" }) == Set(Exhibit.all.map(\.folder)))
  }

  @Test("Each exhibit declares one public type, its Feature entry", arguments: Exhibit.all)
  func onePublicTypePerExhibit(exhibit: Exhibit) throws {
    let files = try StaticMeasure.swiftFiles(in: exhibit.folder, packageRoot: SpecFile.packageRoot)
    #expect(files.flatMap { SourceScanner.scanningOnce($0.1).publicDeclarations } == ["Feature"])
  }

  @Test("Each exhibit is a form of a variant's pattern, from articles of the package's")
  func exhibitsAreFormsOfTheVariantsPatterns() {
    let articles = Set(Article.all.map(\.id))
    for exhibit in Exhibit.all {
      #expect(Variant.all.contains { $0.name == exhibit.judgedBy }, "\(exhibit.name)")
      #expect(!exhibit.articles.isEmpty && articles.isSuperset(of: exhibit.articles))
      #expect(exhibit.breaks.allSatisfy { $0.rule.hasPrefix("\(exhibit.judgedBy).") })
    }
    #expect(Set(Exhibit.all.map(\.id)).count == Exhibit.all.count)
  }

  @Test("Every variant and every exhibit builds a form an article describes, where it says")
  func everyFormIsOneAnArticleDescribes() {
    let built = Article.all.flatMap { article in
      article.forms.compactMap { form in form.builtBy.map { (form: $0, article: article.id) } }
    }
    for variant in Variant.all {
      #expect(built.contains { $0.form == variant.name }, "\(variant.name)")
    }
    for exhibit in Exhibit.all {
      let articles = built.filter { $0.form == exhibit.name }.map(\.article)
      #expect(Set(articles) == Set(exhibit.articles), "\(exhibit.name)")
    }
  }

  @Test("The README's layout names the Exhibits/ folder under Sources/")
  func readmeLayoutNamesTheExhibits() throws {
    let readme = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.split(separator: "\n").contains { $0.hasPrefix("  Exhibits/ ") })
  }
}
