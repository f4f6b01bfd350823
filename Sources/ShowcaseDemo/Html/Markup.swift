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
