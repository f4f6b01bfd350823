import Foundation
import ShowcaseCore
import Testing

@testable import ShowcaseDemo

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The HTML pages of `showcase --format html` and `showcase trace --format html`: well-formed
/// (parsed as XML), every step and variant present, every text escaped, nothing fetched.
@Suite("HTML pages")
@MainActor
struct HtmlPageTests {
  /// The page `lines` make, checked to be well-formed, then parsed to be searched.
  static func parse(_ lines: [String]) throws -> XMLDocument {
    let page = lines.joined(separator: "\n")
    try #require(WellFormedness.problem(in: page) == nil)
    return try XMLDocument(xmlString: page, options: [])
  }

  static func nodes(_ path: String, in node: XMLNode) throws -> [XMLNode] {
    try node.nodes(forXPath: path)
  }

  @Test("the five markup characters become entities; other text, of any script, stays")
  func escapesMarkupCharacters() {
    #expect(
      Markup.escaped(#"<a href="x">Tom & 'Jerry'</a>"#)
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    #expect(Markup.escaped("张伟 👩🏽‍💻 café") == "张伟 👩🏽‍💻 café")
    #expect(
      Markup.element("p", ["title": "a\"b"], text: "<x>") == "<p title=\"a&quot;b\">&lt;x&gt;</p>")
  }

  @Test("the demo page holds every step, each with every variant's screen and diagram")
  func demoPageHoldsEveryStepAndVariant() async throws {
    // When
    let run = await ShowcaseRun(
      ["--format", "html"], variants: [ShowcaseRun.mvc, ShowcaseRun.broken])

    // Then
    #expect(run.status == 1)
    let page = try Self.parse(run.lines)
    let slides = try Self.nodes("//section[@class='slide']", in: page)
    #expect(slides.count == 18)
    for (index, slide) in slides.enumerated() {
      let id = "step-\(index + 1)"
      #expect(try Self.nodes("@id", in: slide).first?.stringValue == id)
      let columns = try Self.nodes(".//article", in: slide)
      #expect(
        try columns.map { try Self.nodes("@id", in: $0).first?.stringValue }
          == ["\(id)-mvc", "\(id)-broken"])
      #expect(try Self.nodes(".//pre[@class='screen']", in: slide).count == 2)
      #expect(try Self.nodes(".//*[local-name()='svg']", in: slide).count == 2)
      let summary = try Self.nodes(".//span[@class='summary bad']", in: slide).first
      #expect(summary?.stringValue == "✗ 2 variants agree on 16/18 steps; steps 1, 2 differ")
    }
    let marked = try Self.nodes("//article[@class='column marked']/@id", in: page)
    #expect(marked.map(\.stringValue) == ["step-1-broken", "step-2-broken"])
    let notes = try Self.nodes("//p[@class='problem']", in: page).map(\.stringValue)
    #expect(notes == ["✗ Broken differs from MVC", "✗ Broken differs from MVC"])
  }

  @Test("a slide's grid: one row up to four columns, then two rows, the first the longer")
  func gridColumns() {
    #expect((1...8).map(SlideDeck.across) == [1, 2, 3, 4, 3, 3, 4, 4])
    #expect(PageStyle.css.contains("repeat(var(--across), minmax(0, 1fr))"))
  }

  @Test(
    "the chosen variants stand side by side: three in one row, seven in rows of four and three",
    arguments: [
      (["--pattern", "mvc", "--pattern", "mvvm", "--pattern", "viper"], 3, "MVC, MVVM, VIPER"),
      ([], 4, ""),
    ])
  func demoPageGrid(patterns: [String], across: Int, names: String) async throws {
    // Given: two steps are enough to show the layout
    let script = try temporaryFile("open greeting\ntap \"Show greeting\"\n", named: "two.txt")

    // When
    let run = await ShowcaseRun(
      ["--format", "html", "--script", script] + patterns, variants: Variant.all)

    // Then
    #expect(run.status == 0)
    let page = try Self.parse(run.lines)
    let count = patterns.isEmpty ? Variant.all.count : patterns.count / 2
    let title = try Self.nodes("//head/title", in: page).first?.stringValue
    #expect(title == (names.isEmpty ? "Side by side" : "\(names) side by side"))
    let grids = try Self.nodes("//div[@class='columns across']", in: page)
    #expect(grids.count == 2)
    for grid in grids {
      #expect(try Self.nodes("@style", in: grid).first?.stringValue == "--across: \(across)")
      let columns = try Self.nodes("article", in: grid)
      #expect(columns.count == count)
      for column in columns {
        #expect(try Self.nodes("*[2]/@class", in: column).first?.stringValue == "screen")
        #expect(try Self.nodes("*[3]/*[local-name()='svg']", in: column).count == 1)
      }
    }
  }

  @Test("every text is escaped: a caption and a name of markup characters read back whole")
  func escapesEveryText() async throws {
    // Given
    let caption = #"A <b>caption</b> & "quotes" 'too'"#
    let script = try temporaryFile(
      "step \(Command.quoted(caption))\nopen greeting\ntap \"Show greeting\"\n",
      named: "demo.txt")
    let data = try temporaryFile(
      #"{"person": {"firstName": "<Ada>", "lastName": "& Co \"Ltd\"", "phase": "high"},"#
        + #" "subjects": [], "userSubjects": []}"#, named: "data.json")

    // When
    let run = await ShowcaseRun(
      ["--format", "html", "--script", script, "--data", data], variants: [ShowcaseRun.mvc])

    // Then
    #expect(run.status == 0)
    let page = try Self.parse(run.lines)
    #expect(try Self.nodes("//p[@class='caption']", in: page).first?.stringValue == caption)
    let screen = try Self.nodes("//section[@id='step-2']//pre", in: page).first?.stringValue
    #expect(screen?.contains("Hello <Ada> & Co \"Ltd\"") == true)
    #expect(!run.lines.joined().contains("<Ada>"))
  }

  @Test("the page fetches nothing: no link, no source, no address but SVG's namespace")
  func fetchesNothing() async {
    // When
    let run = await ShowcaseRun(["--format", "html"], variants: [ShowcaseRun.mvc])
    let text = run.lines.joined(separator: "\n")

    // Then
    for fetching in ["<link", "src=", "@import", "url(", "https:"] {
      #expect(!text.contains(fetching), "\(fetching)")
    }
    let addresses = text.components(separatedBy: "http://").dropFirst()
    #expect(addresses.allSatisfy { $0.hasPrefix("www.w3.org/2000/svg\"") })
    #expect(text.contains("<style>") && text.contains("@media print"))
    #expect(text.contains("ArrowRight") && text.contains("href=\"#step-2\""))
  }

  @Test("--no-flows leaves the diagrams out")
  func noFlowsHasNoDiagrams() async throws {
    // When
    let run = await ShowcaseRun(["--format", "html", "--no-flows"], variants: [ShowcaseRun.mvc])

    // Then
    let page = try Self.parse(run.lines)
    #expect(try Self.nodes("//*[local-name()='svg']", in: page).isEmpty)
    #expect(try Self.nodes("//pre[@class='screen']", in: page).count == 18)
  }

  @Test("the trace page has a slide per traced command and a column per variant")
  func tracePage() async throws {
    // When
    let run = await ShowcaseRun(
      ["trace", "--scenario", "S5", "--format", "html"], variants: Array(Variant.all.prefix(2)))

    // Then
    #expect(run.status == 0)
    let page = try Self.parse(run.lines)
    let slides = try Self.nodes("//section[@class='slide']", in: page)
    #expect(slides.count == 2)
    #expect(
      try Self.nodes("//h2/code", in: page).map(\.stringValue) == ["tap \"Retry\"", "release all"])
    #expect(
      try Self.nodes("//p[@class='caption']", in: page).map(\.stringValue) == [
        "After: open subjects; fail records"
      ])
    for slide in slides {
      #expect(
        try Self.nodes(".//div[@class='columns across']/@style", in: slide).first?.stringValue
          == "--across: 2")
      #expect(try Self.nodes(".//article/h3/a[1]", in: slide).map(\.stringValue) == ["MVC", "MVP"])
      #expect(try Self.nodes(".//*[local-name()='svg']", in: slide).count == 2)
    }
  }
}
