/// The lexer behind `SwiftSource`: one pass that marks each byte as code, comment or string,
/// with a stack of what it is inside, and notes where each outermost string literal lies.
extension SwiftSource {
  private enum Mode {
    /// Code; inside an interpolation `\(…)` it ends at the `)` that closes it.
    case code(interpolation: Bool, parentheses: Int)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
  }

  static func lex(_ bytes: [UInt8]) -> (kinds: [Kind], literals: [Range<Int>]) {
    var kinds = [Kind](repeating: .code, count: bytes.count)
    var stack: [Mode] = [.code(interpolation: false, parentheses: 0)]
    var index = 0
    // Outermost literals: a literal inside an interpolation belongs to the one around it.
    var literals: [Range<Int>] = []
    var openLiterals = 0
    var literalStart = 0

    func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
    func mark(_ count: Int, _ kind: Kind) {
      for offset in index..<min(index + count, bytes.count) { kinds[offset] = kind }
      index += count
    }
    func hashes(from offset: Int) -> Int {
      var count = 0
      while byte(offset + count) == .hash { count += 1 }
      return count
    }

    while index < bytes.count {
      switch stack[stack.count - 1] {
      case .code(let interpolation, let parentheses):
        let current = bytes[index]
        if current == .slash, byte(index + 1) == .slash {
          var end = index
          while end < bytes.count, bytes[end] != .lineFeed { end += 1 }
          mark(end - index, .comment)
        } else if current == .slash, byte(index + 1) == .star {
          stack.append(.blockComment(depth: 1))
          mark(2, .comment)
        } else if current == .quote || current == .hash,
          case let count = hashes(from: index), byte(index + count) == .quote
        {
          let multiline = byte(index + count + 1) == .quote && byte(index + count + 2) == .quote
          stack.append(.string(hashes: count, multiline: multiline))
          if openLiterals == 0 { literalStart = index }
          openLiterals += 1
          mark(count + (multiline ? 3 : 1), .string)
        } else if interpolation, current == .openParenthesis {
          stack[stack.count - 1] = .code(interpolation: true, parentheses: parentheses + 1)
          mark(1, .code)
        } else if interpolation, current == .closeParenthesis {
          if parentheses == 0 {
            stack.removeLast()
            mark(1, .string)
          } else {
            stack[stack.count - 1] = .code(interpolation: true, parentheses: parentheses - 1)
            mark(1, .code)
          }
        } else {
          mark(1, .code)
        }

      case .string(let count, let multiline):
        let current = bytes[index]
        if current == .backslash, hashes(from: index + 1) == count {
          // An interpolation opens, or an escape: the escaped byte cannot end the literal.
          let interpolates = byte(index + 1 + count) == .openParenthesis
          mark(count + 2, .string)
          if interpolates { stack.append(.code(interpolation: true, parentheses: 0)) }
        } else if current == .quote {
          let quotes = multiline ? 3 : 1
          let closes =
            (0..<quotes).allSatisfy { byte(index + $0) == .quote }
            && hashes(from: index + quotes) >= count
          if closes {
            stack.removeLast()
            mark(quotes + count, .string)
            openLiterals -= 1
            if openLiterals == 0 { literals.append(literalStart..<index) }
          } else {
            mark(1, .string)
          }
        } else if current == .lineFeed, !multiline {
          // An unterminated single-line literal ends with its line.
          stack.removeLast()
          openLiterals -= 1
          if openLiterals == 0 { literals.append(literalStart..<index) }
          mark(1, .code)
        } else {
          mark(1, .string)
        }

      case .blockComment(let depth):
        if bytes[index] == .slash, byte(index + 1) == .star {
          stack[stack.count - 1] = .blockComment(depth: depth + 1)
          mark(2, .comment)
        } else if bytes[index] == .star, byte(index + 1) == .slash {
          if depth == 1 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .blockComment(depth: depth - 1)
          }
          mark(2, .comment)
        } else {
          mark(1, .comment)
        }
      }
    }
    if openLiterals > 0 { literals.append(literalStart..<bytes.count) }
    return (kinds, literals)
  }
}
