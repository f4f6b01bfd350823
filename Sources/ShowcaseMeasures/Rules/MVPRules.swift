/// MVP's defining rules: the presenter decides and the view obeys, so the presenter knows its
/// view only as a protocol, holds it weakly, and never builds one or keeps one of its own.
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
      statement:
        "A presenter holds its view weakly and no other view: the view owns the presenter.",
      citation:
        "Bohdan Orlov, \"iOS Architecture Patterns\" (2016); the article on MVC, MVP and MVVM "
        + "(004), whose presenter that owns its view is MVP done wrong",
      folder: "Sources/MVP", applies: { $0.hasSuffix("Presenter.swift") },
      offences: { file in
        // A view held: a stored property named `view`, or one whose declaration names a view,
        // such as `let label = Label()`.
        file.lines { index in
          guard ["var", "let"].contains(file.word(index)), file.isMember(index) else {
            return false
          }
          let isWeak = (index - 3..<index).contains { ["weak", "unowned"].contains(file.word($0)) }
          let holdsAView =
            file.word(index + 1) == "view"
            || file.restOfLine(from: index).contains { namesAView(file.word($0)) }
          return holdsAView && !isWeak
        }
      },
      counterexample: Counterexample(
        name: "GreetingPresenter.swift",
        text: """
          final class GreetingPresenter {
            var view: (any GreetingView)?
            private let greetingLabel = Label()
            private weak var screen: ViewController?

            func showGreetingTapped() {
              let view = GreetingViewController()
            }
          }
          """,
        lines: [2, 3])),
  ]
}
