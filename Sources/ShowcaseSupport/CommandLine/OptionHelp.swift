import ShowcaseCore

/// Lines that several commands' `--help` share.
package enum OptionHelp {
  package static var pattern: String {
    let words = (choiceList(Variant.all.map(\.id)) + "; repeat to choose several (default: all)")
      .split(separator: " ")
    var lines = ["  --pattern P   "]
    for word in words {
      if lines[lines.count - 1].count + 1 + word.count > 92 {
        lines.append(String(repeating: " ", count: 16))
      }
      lines[lines.count - 1] += " " + word
    }
    return lines.joined(separator: "\n")
  }
}
