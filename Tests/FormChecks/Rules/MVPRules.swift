/// MVP's defining rules: the presenter decides and the view obeys, so the presenter knows its
/// view only as a protocol, holds it weakly, and never builds one.
extension PatternRule {
  static let mvp: [PatternRule] = [
    PatternRule(
      id: "MVP.presenter-imports-no-view",
      statement: "A presenter does not import the toolkit.",
      citation: "Martin Fowler, \"GUI Architectures\" (2006)",
      folder: "Sources/MVP", applies: { $0.hasSuffix("Presenter.swift") },
      offences: { $0.importLines("ViewKit") },
      counterexample: Counterexample(
        name: "GreetingPresenter.swift",
        text: """
          import Model
          import ViewKit

          final class GreetingPresenter {}
          """,
        lines: [2])),
    PatternRule(
      id: "MVP.presenter-names-no-view-class",
      statement: "A presenter names no view controller or toolkit type, so it builds no view.",
      citation: "Bohdan Orlov, \"iOS Architecture Patterns\" (2016)",
      folder: "Sources/MVP", applies: { $0.hasSuffix("Presenter.swift") },
      offences: { $0.lines(naming: namesAView) },
      counterexample: Counterexample(
        name: "SubjectsPresenter.swift",
        text: """
          final class SubjectsPresenter {
            weak var view: (any SubjectsView)?

            func rowSelected(at row: Int) {
              let next = PracticeViewController(subject: subjects[row])
              view?.open(next)
            }
          }
          """,
        lines: [5])),
    PatternRule(
      id: "MVP.presenter-holds-view-weakly",
      statement: "A presenter holds its view weakly: the view owns the presenter.",
      citation: "Bohdan Orlov, \"iOS Architecture Patterns\" (2016)",
      folder: "Sources/MVP", applies: { $0.hasSuffix("Presenter.swift") },
      offences: { file in
        file.lines { index in
          ["var", "let"].contains(file.word(index)) && file.word(index + 1) == "view"
            && !(index - 3..<index).contains { file.word($0) == "weak" }
        }
      },
      counterexample: Counterexample(
        name: "GreetingPresenter.swift",
        text: """
          final class GreetingPresenter {
            var view: (any GreetingView)?
          }
          """,
        lines: [2])),
  ]
}
