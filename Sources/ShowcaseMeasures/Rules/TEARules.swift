/// TEA's defining rules: the reducer is a function from a state and an action to the next
/// state and the effects to run. It knows no screen, reaches the service only through the
/// effects it returns, and is the one place the state changes.
extension PatternRule {
  static let tea: [PatternRule] = [
    PatternRule(
      id: "TEA.reducer-imports-no-view",
      statement: "A reducer does not import the toolkit.",
      citation: "the Elm guide, \"The Elm Architecture\"",
      folder: "Sources/TEA", applies: { $0.hasSuffix("Reducer.swift") },
      offences: { $0.importLines("ViewKit") },
      counterexample: Counterexample(
        name: "GreetingReducer.swift",
        text: """
          import Model
          import ViewKit

          struct GreetingReducer {}
          """,
        lines: [2])),
    PatternRule(
      id: "TEA.reducer-calls-services-only-in-effects",
      statement: "A reducer calls the repository only inside an effect it returns (`.run { … }`).",
      citation: "the Elm guide, \"The Elm Architecture\"",
      folder: "Sources/TEA", applies: { $0.hasSuffix("Reducer.swift") },
      offences: { file in
        let effects = file.closures(after: "run")
        return file.lines { index in
          file.word(index) == "repository" && file.word(index + 1) == "."
            && !effects.contains { $0.contains(index) }
        }
      },
      counterexample: Counterexample(
        name: "SubjectsReducer.swift",
        text: """
          struct SubjectsReducer {
            func reduce(_ state: inout SubjectsState, _ action: SubjectsAction) -> Effect {
              let first = repository.cachedCurriculum()
              return .run { [repository] in .loaded(try await repository.curriculum()) }
            }
          }
          """,
        lines: [3])),
    PatternRule(
      id: "TEA.state-changes-only-in-the-reducer",
      statement:
        "Only reducers and the store change a state; an initializer may set the first one.",
      citation: "the Elm guide, \"The Elm Architecture\"",
      folder: "Sources/TEA",
      applies: { !$0.hasSuffix("Reducer.swift") && $0 != "Store.swift" },
      offences: { file in
        let initializers = file.initializers
        return file.lines { index in
          assignsToState(file, at: index) && !initializers.contains { $0.contains(index) }
        }
      },
      counterexample: Counterexample(
        name: "PracticeViewController.swift",
        text: """
          final class PracticeViewController: ViewController {
            init(state: PracticeState) { self.state = state }
            func retryTapped() {
              if let state = store.state.destination { show(state) }
              store.state.isLoading = true
            }
          }
          """,
        lines: [5])),
  ]

  /// Whether the word at `index` is `state` being assigned to (`state.x = …`, `state += …`) or
  /// passed inout (`&state`). A `let state = …` declares a name; it changes no state.
  static func assignsToState(_ file: RuleFile, at index: Int) -> Bool {
    guard file.word(index) == "state" else { return false }
    if file.word(index - 1) == "&" { return true }
    if ["let", "var"].contains(file.word(index - 1)) { return false }
    var next = index + 1
    while file.word(next) == ".", file.word(next + 1).first?.isLetter == true { next += 2 }
    if ["+", "-", "*", "/"].contains(file.word(next)) { next += 1 }
    return file.word(next) == "=" && file.word(next + 1) != "="
  }
}
