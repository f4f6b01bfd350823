/// `showcase where --format html`: every variant's sliced lines side by side, then a slide per
/// variant showing them highlighted in their files.
package struct WherePage {
  /// One variant's files, each line with its number and whether the step alone ran it.
  package struct Column: Sendable {
    package let variant: String
    package let files: [(name: String, lines: [(number: Int, text: String, isSliced: Bool)])]

    package init(
      variant: String,
      files: [(name: String, lines: [(number: Int, text: String, isSliced: Bool)])]
    ) {
      self.variant = variant
      self.files = files
    }
  }

  /// Lines shown above and below a highlighted line on a variant's slide.
  static let context = 3

  let scenario: SliceScenario
  let columns: [Column]

  package init(scenario: SliceScenario, columns: [Column]) {
    self.scenario = scenario
    self.columns = columns
  }

  /// Said when no variant's step ran a line of its own (S8, A4, A6).
  package static let noLineOfItsOwn =
    "The step ran no line the setup had not run: the rule holds by code the setup ran too."

  package func html() -> String {
    let count = columns.map { $0.files.flatMap(\.lines).filter(\.isSliced).count }
    let caption =
      "Setup: \(scenario.setupText.isEmpty ? "none" : scenario.setupText). "
      + "Step: \(scenario.stepText). The lines the step ran and the setup alone did not."
      + (count.allSatisfy { $0 == 0 } ? " " + Self.noLineOfItsOwn : "")
    let overview = SlideDeck.Slide(
      id: "slices", label: "\(scenario.id) \(scenario.title)", code: nil, caption: caption,
      content: SlideDeck.grid(
        columns.map { column in
          code(column, id: "slices-\(column.variant)", in: "slices", context: 0)
        }))
    let files = columns.map { column in
      SlideDeck.Slide(
        id: "in-\(column.variant)", label: column.variant, code: nil,
        caption: "Highlighted: what \(scenario.id)'s step ran, in its file.",
        content: Markup.element(
          "div", ["class": "columns"],
          code(
            column, id: "in-\(column.variant)-files", in: "in-\(column.variant)",
            context: Self.context)))
    }
    return SlideDeck(
      title: "showcase where \(scenario.id)",
      summary: "Lines: "
        + zip(columns, count).map { "\($0.variant) \($1)" }.joined(separator: " · "),
      slides: [overview] + files
    ).html()
  }

  /// The highlighted lines, with `context` lines around each.
  private func code(_ column: Column, id: String, in slide: String, context: Int) -> String {
    var content: [String] = []
    for file in column.files {
      let marked = file.lines.indices.filter { file.lines[$0].isSliced }
      let shown = Set(
        marked.flatMap { max(0, $0 - context)...min(file.lines.count - 1, $0 + context) })
      let indices = shown.sorted()
      // The shown lines keep their indentation relative to each other.
      let indent =
        indices.map { file.lines[$0].text }.filter { !$0.allSatisfy(\.isWhitespace) }
        .map { $0.prefix { $0 == " " }.count }.min() ?? 0
      let digits = String(file.lines.last?.number ?? 0).count
      var rows: [String] = []
      for index in indices {
        if !rows.isEmpty, !shown.contains(index - 1) { rows.append("⋮") }
        let line = file.lines[index]
        let number = String(line.number)
        let text = Markup.escaped(
          String(repeating: " ", count: digits - number.count) + number + "  "
            + String(line.text.dropFirst(min(indent, line.text.prefix { $0 == " " }.count))))
        rows.append(line.isSliced ? Markup.element("mark", [:], text) : text)
      }
      content.append(Markup.element("p", ["class": "file"], text: file.name))
      content.append(Markup.element("pre", ["class": "code"], rows.joined(separator: "\n")))
    }
    if content.isEmpty {
      content = [Markup.element("p", ["class": "note"], text: "No line of its own.")]
    }
    return SlideDeck.column(id: id, in: slide, title: column.variant, content: content)
  }
}
