/// `a`, `a or b`, `a, b or c`: a list of choices as every message of the runner writes it.
package func choiceList(_ choices: [String]) -> String {
  guard let last = choices.last, choices.count > 1 else { return choices.joined() }
  return choices.dropLast().joined(separator: ", ") + " or " + last
}
