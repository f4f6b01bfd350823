/// The functions a scanned file declares, by their selectors: what the form checks compare
/// between variants.
extension SourceScanner {
  /// Every function declared in the file, as `name(label:_:)`, in order: the word after
  /// `func`, then the first word of each parameter, its argument label.
  var functionSelectors: [String] {
    tokens.indices.compactMap { index -> String? in
      guard tokens[index].text == "func", index + 2 < tokens.count else { return nil }
      let name = tokens[index + 1].text
      var open = index + 2
      // Generic parameters come before the parameter list.
      if tokens[open].text == "<" {
        while open < tokens.count, tokens[open].text != ">" { open += 1 }
        open += 1
      }
      guard open < tokens.count, tokens[open].text == "(" else { return nil }
      var labels: [String] = []
      var depth = 0
      var expectsLabel = true
      for token in tokens[(open + 1)...] {
        switch token.text {
        case "(", "[", "<": depth += 1
        case ")" where depth == 0:
          return "\(name)(\(labels.map { "\($0):" }.joined()))"
        case ")", "]", ">": depth -= 1
        case "," where depth == 0:
          expectsLabel = true
          continue
        default: break
        }
        if expectsLabel, depth == 0 {
          labels.append(token.text)
          expectsLabel = false
        }
      }
      return nil
    }
  }
}

extension SourceScanner {
  /// The names of the types the file declares `public` or `open`.
  package var publicDeclarations: [String] {
    let typeKeywords: Set = ["class", "struct", "enum", "actor", "protocol"]
    return tokens.indices.compactMap { index -> String? in
      guard ["public", "open"].contains(tokens[index].text) else { return nil }
      var next = index + 1
      while next < tokens.count, ["final", "indirect"].contains(tokens[next].text) { next += 1 }
      guard next + 1 < tokens.count, typeKeywords.contains(tokens[next].text) else { return nil }
      return tokens[next + 1].text
    }
  }

  /// Every enum case declared in the file, as a selector: `case retryTapped` is
  /// `retryTapped()`, `case rowSelected(at: Int)` is `rowSelected(at:)`, an unlabeled value
  /// `_:`. A `case .name` of a `switch` is a pattern, not a declaration, and is left out.
  var caseSelectors: [String] {
    tokens.indices.compactMap { index -> String? in
      guard tokens[index].text == "case", index + 1 < tokens.count else { return nil }
      let name = tokens[index + 1].text
      guard let first = name.first, first.isLetter || first == "_" else { return nil }
      let open = index + 2
      guard open < tokens.count, tokens[open].text == "(" else { return "\(name)()" }
      var labels: [String] = []
      var depth = 0
      var element: [String] = []
      for token in tokens[(open + 1)...] {
        switch token.text {
        case "(", "[", "<": depth += 1
        case ")" where depth == 0, "," where depth == 0:
          labels.append(element.count > 1 && element[1] == ":" ? element[0] : "_")
          if token.text == ")" { return "\(name)(\(labels.map { "\($0):" }.joined()))" }
          element = []
          continue
        case ")", "]", ">": depth -= 1
        default: break
        }
        if depth == 0 { element.append(token.text) }
      }
      return nil
    }
  }
}
