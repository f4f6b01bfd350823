/// An HTML page of slides for a projector: one slide on screen at a time, moved by the buttons
/// on each slide (links to the slides' anchors, shown by `:target`) or by the arrow keys; every
/// slide, one a page, when printed. Self-contained: the style and the script are inline, and
/// nothing is fetched. The page is also well-formed XML, so a test can parse it.
struct SlideDeck {
  /// One slide: its anchor, its heading (a label, then code such as a command, if any), a
  /// caption, and its content, already markup.
  struct Slide {
    var id: String
    var label: String
    var code: String?
    var caption: String?
    var content: String
  }

  /// The page's title, first on every slide's bar.
  var title: String
  /// One line said on every slide: the verdict, say; `isBad` shows it as an alert.
  var summary: String
  var summaryIsBad = false
  var slides: [Slide]

  /// The whole page.
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

  /// A column of a slide, such as one variant's: its heading links to the column's own anchor,
  /// which shows it alone and full width, with a link back to the whole slide.
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

  /// `columns` side by side, `across(columns.count)` to a row, each its screen over its diagram.
  static func grid(_ columns: [String]) -> String {
    Markup.element(
      "div", ["class": "columns across", "style": "--across: \(across(columns.count))"],
      columns.joined(separator: "\n"))
  }

  /// The buttons to the slide before and after, and where this one stands.
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

/// The few pieces of HTML the runner's pages are made of, written so that the page is also
/// well-formed XML: every text escaped, every attribute quoted, every element closed. Text is
/// only ever put into a page through `escaped(_:)` or `element(_:_:text:)`. The report's SVG
/// charts are written with it too.
package enum Markup {
  /// `text` with the five characters that mean something in HTML and XML written as entities.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

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

  /// `<name a="v" />`: an element with no content, closed as XML wants.
  package static func empty(_ name: String, _ attributes: KeyValuePairs<String, String>) -> String {
    "<\(name)\(attributeText(attributes)) />"
  }

  private static func attributeText(_ attributes: KeyValuePairs<String, String>) -> String {
    attributes.map { " \($0.key)=\"\(escaped($0.value))\"" }.joined()
  }
}
