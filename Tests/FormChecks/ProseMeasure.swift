import Foundation

/// How long a Markdown page reads: its words, its sentences and its table cells.
///
/// Fenced code blocks and generated regions (`<!-- report:NAME:begin -->` to its end marker)
/// are left out. Words count everything else but headings, tables included. Sentences come from
/// paragraphs (lines joined) and list items, split at `.`, `?` or `!` before a space and a
/// capital, a backtick, `*`, `[` or `(`. Headings and table cells are not sentences.
struct ProseMeasure: CustomStringConvertible {
  /// The limits every page keeps.
  static let averageSentenceLimit = 20.0
  static let cellLimit = 40

  /// The words of the page's prose.
  let words: Int
  /// The words of each sentence, in order.
  let sentences: [Int]
  /// The words of each table cell, in order.
  let cells: [Int]

  init(markdown: String) {
    let prose = Self.prose(markdown)
    let lines = prose.split(separator: "\n", omittingEmptySubsequences: false)
    words = Self.words(in: lines.filter { !$0.hasPrefix("#") }.joined(separator: "\n"))
    sentences = Self.units(of: prose).flatMap(Self.sentences(in:)).map(Self.words(in:))
      .filter { $0 > 0 }
    cells = lines.flatMap(Self.cells(in:)).map(Self.words(in:))
  }

  /// The average words a sentence; 0 for a page with none.
  var averageSentence: Double {
    sentences.isEmpty ? 0 : Double(sentences.reduce(0, +)) / Double(sentences.count)
  }

  /// The words of the longest table cell; 0 for a page with no table.
  var largestCell: Int { cells.max() ?? 0 }

  var description: String {
    let average = String(format: "%.1f", averageSentence)
    return "\(words) words, \(average) words a sentence, largest cell \(largestCell) words"
  }

  /// One line for each limit the page breaks: the average sentence, the largest cell and, if
  /// given, `wordLimit`. Empty when the page keeps them all.
  func breaches(wordLimit: Int? = nil) -> [String] {
    var breaches: [String] = []
    if let wordLimit, words > wordLimit {
      breaches.append("\(words) words, over \(wordLimit)")
    }
    if averageSentence > Self.averageSentenceLimit {
      let average = String(format: "%.1f", averageSentence)
      breaches.append("\(average) words a sentence, over \(Int(Self.averageSentenceLimit))")
    }
    if largestCell > Self.cellLimit {
      breaches.append("a table cell of \(largestCell) words, over \(Self.cellLimit)")
    }
    return breaches
  }

  /// The text without its fenced code blocks and generated regions.
  static func prose(_ markdown: String) -> String {
    var text = markdown.replacing(/```.*?```/.dotMatchesNewlines(), with: "")
    var searchFrom = text.startIndex
    while let begin = text[searchFrom...].firstMatch(of: /<!-- report:([\w-]+):begin -->/) {
      let end = "<!-- report:\(begin.output.1):end -->"
      guard let endRange = text[begin.range.upperBound...].firstRange(of: end) else {
        searchFrom = begin.range.upperBound
        continue
      }
      let offset = text.distance(from: text.startIndex, to: begin.range.lowerBound)
      text.removeSubrange(begin.range.lowerBound..<endRange.upperBound)
      searchFrom = text.index(text.startIndex, offsetBy: offset)
    }
    return text
  }

  /// The paragraphs (their lines joined by a space) and list items of `prose`. Headings,
  /// table rows and comments end a unit and start none.
  static func units(of prose: String) -> [String] {
    var units: [String] = []
    var current = ""
    for line in prose.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
      let isListItem = Self.isListItem(text)
      let breaks =
        text.isEmpty || isListItem || ["#", "|", "<!--"].contains { text.hasPrefix($0) }
      guard breaks else {
        current = current.isEmpty ? text : current + " " + text
        continue
      }
      if !current.isEmpty { units.append(current) }
      current = isListItem ? text : ""
    }
    if !current.isEmpty { units.append(current) }
    return units
  }

  /// `unit` cut after each `.`, `?` or `!` that whitespace and a sentence's first character
  /// follow (a capital, a backtick, `*`, `[` or `(`).
  static func sentences(in unit: String) -> [String] {
    let characters = Array(unit)
    var sentences: [String] = []
    var start = 0
    var index = 0
    while index < characters.count {
      defer { index += 1 }
      guard ".?!".contains(characters[index]) else { continue }
      var next = index + 1
      while next < characters.count, characters[next].isWhitespace { next += 1 }
      guard next > index + 1, next < characters.count, Self.opensSentence(characters[next])
      else { continue }
      sentences.append(String(characters[start...index]))
      start = next
    }
    sentences.append(String(characters[start...]))
    return sentences
  }

  /// The cells of a table row, split at pipes that are not escaped; none for another line.
  static func cells(in line: Substring) -> [String] {
    let row = line.trimmingCharacters(in: .whitespaces)
    guard row.hasPrefix("|") else { return [] }
    return row.replacing("\\|", with: "\u{0}").split(separator: "|").map {
      String($0).replacing("\u{0}", with: "|")
    }
  }

  /// The words of `text`: runs that start with a letter or digit and go on through word
  /// characters, apostrophes, dots and hyphens.
  static func words(in text: some StringProtocol) -> Int {
    // A scan by hand: a regex literal is compiled each time it is evaluated, and this runs for
    // every cell and sentence of every page.
    var count = 0
    var inWord = false
    for character in text {
      if inWord {
        inWord = Self.goesOnAWord(character)
      } else if character.isASCII, character.isLetter || character.isNumber {
        count += 1
        inWord = true
      }
    }
    return count
  }

  /// Whether `character` goes on a word: a word character (`\w`), an apostrophe, a dot or a
  /// hyphen.
  private static func goesOnAWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || "'’.-".contains(character)
  }

  /// Whether `line` opens a list item: `-`, `*`, `+` or a number and a dot, then whitespace.
  static func isListItem(_ line: String) -> Bool {
    var rest = Substring(line)
    if let first = rest.first, "-*+".contains(first) {
      rest = rest.dropFirst()
    } else {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, rest.dropFirst(digits.count).first == "." else { return false }
      rest = rest.dropFirst(digits.count + 1)
    }
    return rest.first?.isWhitespace == true
  }

  private static func opensSentence(_ character: Character) -> Bool {
    ("A"..."Z").contains(character) || "`*[(".contains(character)
  }
}
