/// The shape of one Swift file, read from its tokens: which bracket closes which, what each `{`
/// opens, and where statements start. Not a parser: it relies on `swift format`'s layout, where
/// a statement that goes on ends its line with an operator, a comma or an open bracket, or
/// starts the next one with a dot.
struct CodeStructure: Sendable {
  /// What a `{ … }` holds.
  enum Block: Sendable, Equatable {
    case function(returnsValue: Bool)
    case initializer
    /// `var x: T { … }`, `get { … }`, `set { … }`.
    case accessor
    case closure
    /// The body of `if`, `else`, `guard`, `for`, `while`, `switch`, `do`, `defer`…
    case control
    /// A type's or an extension's body: declarations, not statements.
    case type
  }

  let code: CodeTokens
  /// Each bracket's partner, both ways.
  let partner: [Int: Int]
  /// For each token, the innermost `{` it lies in (`nil` at the top of the file).
  let block: [Int?]
  /// For each token, whether it lies inside `( … )` or `[ … ]` within its block.
  let isNested: [Bool]
  private(set) var kinds: [Int: Block] = [:]
  private(set) var statementStarts: [Int] = []

  init(_ code: CodeTokens) {
    self.code = code
    var partner: [Int: Int] = [:]
    var block = [Int?](repeating: nil, count: code.tokens.count)
    var isNested = [Bool](repeating: false, count: code.tokens.count)
    var stack: [Int] = []
    for index in code.indices {
      block[index] = stack.last { code[$0].text == "{" }
      isNested[index] = stack.last.map { code[$0].text != "{" } ?? false
      guard code[index].kind == .punctuation else { continue }
      switch code[index].text {
      case "(", "[", "{": stack.append(index)
      case ")", "]", "}":
        if let open = stack.popLast() {
          partner[open] = index
          partner[index] = open
        }
      default: break
      }
    }
    self.partner = partner
    self.block = block
    self.isNested = isNested
    for index in code.indices where code[index].kind == .punctuation && code[index].text == "{" {
      kinds[index] = classify(brace: index)
    }
    statementStarts = findStatementStarts()
  }

  /// Whether a statement ends between token `previous`, last on its line, and token `next`,
  /// first on a later one.
  func isBoundary(_ previous: Int, _ next: Int) -> Bool {
    guard code[next].line > code[previous].line else { return false }
    let last = code[previous]
    let first = code[next]
    let lastContinues =
      (last.kind == .punctuation && [",", "(", "[", "."].contains(last.text))
      || (last.kind == .operator && code.hasSpaceBefore(previous))
    let firstContinues =
      (first.kind == .punctuation && [".", "{"].contains(first.text))
      || (first.kind == .operator && code.hasSpaceAfter(next))
      || (first.kind == .word && ["else", "catch", "where"].contains(first.text))
    return !lastContinues && !firstContinues
  }

  static let controlWords: Set = [
    "if", "else", "guard", "for", "while", "switch", "do", "catch", "repeat", "defer",
  ]
  static let typeWords: Set = ["class", "struct", "enum", "extension", "protocol", "actor"]

  /// The tokens before `{` in its statement (`func load()`, `} else`), a bracketed group as its
  /// opening bracket; `nil` when the brace is inside brackets: a closure passed as an argument.
  func header(of brace: Int) -> [Int]? {
    var header: [Int] = []
    var index = brace - 1
    var next = brace
    while index >= 0 {
      let token = code[index]
      if token.kind == .punctuation {
        if [")", "]"].contains(token.text), let open = partner[index] {
          header.append(open)
          next = open
          index = open - 1
          continue
        }
        if ["(", "["].contains(token.text) { return nil }
        if ["{", "}", ";"].contains(token.text) { break }
      }
      if isBoundary(index, next) { break }
      header.append(index)
      next = index
      index -= 1
    }
    return header.reversed()
  }

  private func classify(brace: Int) -> Block {
    guard let header = header(of: brace) else { return .closure }
    let words = header.filter { code[$0].kind == .word }.map { code[$0].text }
    if words.contains("func") || words.contains("subscript") {
      return .function(returnsValue: returnsValue(header))
    }
    let isInit = header.contains { index in
      ["init", "deinit"].contains(code[index].text) && (index == 0 || code[index - 1].text != ".")
    }
    if isInit { return .initializer }
    if words.contains(where: Self.controlWords.contains) { return .control }
    if words.contains(where: Self.typeWords.contains) { return .type }
    if ["get", "set", "willSet", "didSet"].contains(words.first ?? "") { return .accessor }
    let declares = words.contains("var") || words.contains("let")
    let assigns = header.contains { code[$0].text == "=" }
    return declares && !assigns ? .accessor : .closure
  }

  private func returnsValue(_ header: [Int]) -> Bool {
    guard let arrow = header.firstIndex(where: { code[$0].text == "->" }),
      arrow + 1 < header.count
    else { return false }
    let result = header[arrow + 1]
    if code[result].text == "Void" { return false }
    return !(code[result].text == "(" && partner[result] == result + 1)
  }

  /// The `in` that ends a closure's signature (`{ [weak self] in`), if any.
  func signatureEnd(ofClosure brace: Int) -> Int? {
    let stops: Set = [
      "let", "var", "if", "guard", "return", "try", "await", "for", "while", "switch", "do",
    ]
    var index = brace + 1
    while index < code.tokens.count {
      let token = code[index]
      if token.kind == .word, token.text == "in" { return index }
      if token.is(.punctuation, "(", "["), let close = partner[index] {
        index = close + 1
        continue
      }
      let allowed =
        (token.kind == .word && !stops.contains(token.text))
        || (token.kind == .punctuation && [",", ":", "."].contains(token.text))
        || (token.kind == .operator && ["->", "?", "!", "<", ">"].contains(token.text))
      guard allowed else { return nil }
      index += 1
    }
    return nil
  }

  private func findStatementStarts() -> [Int] {
    var starts: [Int] = []
    var signatureEnds: [Int: Int] = [:]
    for (brace, kind) in kinds where kind == .closure {
      if let end = signatureEnd(ofClosure: brace) { signatureEnds[brace] = end }
    }
    for index in code.indices where !isNested[index] {
      let token = code[index]
      if token.is(.punctuation, "}", ")", "]", ";", ",") { continue }
      if let brace = block[index], let end = signatureEnds[brace], index <= end { continue }
      let previous = index - 1
      let afterOpening = block[index] == previous || signatureEnds[block[index] ?? -1] == previous
      if index == 0 || afterOpening || code[previous].text == ";" || isBoundary(previous, index) {
        starts.append(index)
      }
    }
    return starts
  }

  /// The statements that start directly in the block opened at `brace`.
  func statements(in brace: Int) -> [Int] {
    statementStarts.filter { block[$0] == brace }
  }

  /// The start of the statement that holds token `index`.
  func statementStart(of index: Int) -> Int? {
    statementStarts.last { $0 <= index && block[$0] == block[index] }
  }
}
