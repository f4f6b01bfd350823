/// An HTML page of slides for a projector, one shown at a time (`:target`), all when printed.
/// Self-contained, and well-formed XML, so a test can parse it.
struct SlideDeck {
  /// Its heading is the label, then the code (a command, say); the content is markup.
  struct Slide {
    var id: String
    var label: String
    var code: String?
    var caption: String?
    var content: String
  }

  var title: String
  /// Said on every slide: the verdict, say; `isBad` shows it as an alert.
  var summary: String
  var summaryIsBad = false
  var slides: [Slide]

  func html() -> String {
    let sections = slides.indices.map(section(at:))
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>\(Markup.escaped(title))</title>
      <style>
      \(PageStyle.css)
      </style>
      </head>
      <body>
      <main>
      \(sections.joined(separator: "\n"))
      </main>
      <script>
      \(PageStyle.script)
      </script>
      </body>
      </html>

      """
  }

  private func section(at index: Int) -> String {
    let slide = slides[index]
    let summaryClass = summaryIsBad ? "summary bad" : "summary"
    var parts = [
      Markup.element(
        "header", ["class": "bar"],
        Markup.element("span", ["class": "deck"], text: title)
          + Markup.element("span", ["class": summaryClass], text: summary)
          + Markup.element("nav", ["class": "moves", "aria-label": "Slides"], moves(at: index))),
      Markup.element(
        "h2", ["id": "\(slide.id)-title"],
        Markup.escaped(slide.label)
          + (slide.code.map { " " + Markup.element("code", text: $0) } ?? "")),
    ]
    if let caption = slide.caption {
      parts.append(Markup.element("p", ["class": "caption"], text: caption))
    }
    parts.append(slide.content)
    parts.append(
      Markup.element(
        "p", ["class": "hint"],
        text: "← and → move between slides; a column's name shows it alone, full width."))
    return Markup.element(
      "section", ["class": "slide", "id": slide.id, "aria-labelledby": "\(slide.id)-title"],
      parts.joined(separator: "\n"))
  }

  /// A column of a slide: its heading links to its own anchor, which shows it alone and full
  /// width, with a link back to the whole slide.
  static func column(
    id: String, in slideID: String, title: String, isMarked: Bool = false, content: [String]
  ) -> String {
    let heading = Markup.element(
      "h3", [:],
      Markup.element("a", ["href": "#\(id)", "title": "Show \(title) alone"], text: title)
        + Markup.element("a", ["class": "back", "href": "#\(slideID)"], text: "← all columns"))
    return Markup.element(
      "article", ["class": isMarked ? "column marked" : "column", "id": id],
      ([heading] + content).joined(separator: "\n"))
  }

  /// How many columns a slide's grid has for `count` of them: one row up to four, so that the
  /// room sees every screen at once; two rows beyond, the first the longer (seven: 4 and 3).
  static func across(_ count: Int) -> Int {
    count <= 4 ? max(count, 1) : (count + 1) / 2
  }

  /// `columns` side by side, `across(columns.count)` to a row, then a line per problem.
  static func grid(_ columns: [String], problems: [String] = []) -> String {
    Markup.element(
      "div", ["class": "columns across", "style": "--across: \(across(columns.count))"],
      columns.joined(separator: "\n"))
      + problems.map { Markup.element("p", ["class": "problem"], text: $0) }.joined()
  }

  private func moves(at index: Int) -> String {
    func button(_ text: String, to target: Int, rel: String) -> String {
      guard slides.indices.contains(target) else {
        return Markup.element("span", ["class": "button off", "aria-hidden": "true"], text: text)
      }
      return Markup.element(
        "a", ["class": "button", "href": "#\(slides[target].id)", "rel": rel], text: text)
    }
    return button("← Previous", to: index - 1, rel: "prev")
      + Markup.element("span", ["class": "position"], text: "\(index + 1) / \(slides.count)")
      + button("Next →", to: index + 1, rel: "next")
  }
}

/// The pieces of HTML and SVG the runner's pages are made of, so that each page is well-formed
/// XML: text only ever goes in through `escaped(_:)` or `element(_:_:text:)`.
package enum Markup {
  /// The five characters that mean something in HTML and XML, as entities.
  package static func escaped(_ text: String) -> String {
    text.reduce(into: "") { $0 += entities[$1] ?? String($1) }
  }

  private static let entities: [Character: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
  ]

  /// `<name a="v">content</name>`, the content already markup (`[:]` for no attribute).
  package static func element(
    _ name: String, _ attributes: KeyValuePairs<String, String>, _ content: String
  ) -> String {
    "<\(name)\(attributeText(attributes))>\(content)</\(name)>"
  }

  /// `<name a="v">text</name>`, the text escaped.
  package static func element(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], text: String
  ) -> String {
    element(name, attributes, escaped(text))
  }

  /// `<name a="v" />`.
  package static func empty(_ name: String, _ attributes: KeyValuePairs<String, String>) -> String {
    "<\(name)\(attributeText(attributes)) />"
  }

  private static func attributeText(_ attributes: KeyValuePairs<String, String>) -> String {
    attributes.map { " \($0.key)=\"\(escaped($0.value))\"" }.joined()
  }
}
