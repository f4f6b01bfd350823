import ShowcaseCore
import Tracing

/// `showcase diff --format html`: two variants' code for one screen as a page of slides, like
/// the demo page: first the pairs, a row per role, then a slide per role with each variant's
/// files in its column, or the note that says where that work lives instead.
struct DiffPage {
  var diff: RoleDiff

  func html() -> String {
    let overview = SlideDeck.Slide(
      id: "roles", label: "Roles", code: nil,
      caption: "Paired by the kind of work each role does; a slide per row.",
      content: table())
    let slides = diff.rows.map { row in
      let id = "role-" + row.kind.rawValue.replacing(" ", with: "-")
      return SlideDeck.Slide(
        id: id, label: row.kind.title, code: nil, caption: row.kind.summary,
        content: Markup.element(
          "div", ["class": "columns"],
          [
            column(diff.left.variant, row.left, id: "\(id)-left", in: id),
            column(diff.right.variant, row.right, id: "\(id)-right", in: id),
          ].joined(separator: "\n")))
    }
    return SlideDeck(
      title: diff.title,
      summary: "\(diff.rows.count) roles. \(diff.summary)", slides: [overview] + slides
    ).html()
  }

  private func column(_ variant: String, _ side: RoleDiff.Side, id: String, in slide: String)
    -> String
  {
    let content: [String]
    switch side {
    case .files(let files):
      content = files.flatMap { file in
        [
          Markup.element("p", ["class": "file"], text: file.name),
          Markup.element(
            "pre", ["class": "code"], text: DiffText.codeLines(file.text).joined(separator: "\n")),
        ]
      }
    case .note(let note): content = [Markup.element("p", ["class": "note"], text: note)]
    }
    return SlideDeck.column(id: id, in: slide, title: variant, content: content)
  }

  private func table() -> String {
    func cell(_ side: RoleDiff.Side) -> String {
      switch side {
      case .files(let files):
        Markup.element(
          "td", [:], files.map { Markup.element("code", text: $0.name) }.joined(separator: " "))
      case .note(let note): Markup.element("td", ["class": "note"], text: note)
      }
    }
    let header = Markup.element(
      "tr", [:],
      ["Role", diff.left.variant, diff.right.variant].map { Markup.element("th", text: $0) }
        .joined())
    let rows = diff.rows.map { row in
      Markup.element(
        "tr", [:], Markup.element("th", text: row.kind.title) + cell(row.left) + cell(row.right))
    }
    return Markup.element("table", ["class": "roles"], ([header] + rows).joined(separator: "\n"))
  }
}
