/// MVC's defining rules: the model stands apart from the screen, and the one role of a screen is
/// its view controller, which owns the views and asks the model.
extension PatternRule {
  static let mvc: [PatternRule] = [
    PatternRule(
      id: "MVC.model-knows-no-view",
      statement: "The Model imports no toolkit and names no view or view controller.",
      citation: "Martin Fowler, \"GUI Architectures\" (2006)",
      folder: "Sources/Model", applies: { _ in true },
      offences: { file in
        Set(file.importLines("ViewKit") + file.lines(naming: namesAView)).sorted()
      },
      counterexample: Counterexample(
        name: "Person.swift",
        text: """
          import Foundation
          import ViewKit

          struct Person {
            let firstName: String
          }
          """,
        lines: [2])),
    PatternRule(
      id: "MVC.every-class-is-a-view-controller",
      statement:
        "Every class of MVC is a view controller: the controller is the screen's one role.",
      citation: "Bohdan Orlov, \"iOS Architecture Patterns\" (2016)",
      folder: "Sources/MVC", applies: { _ in true },
      offences: { file in
        file.lines { index in
          file.word(index) == "class" && file.word(index + 1).first?.isUppercase == true
            && !(file.word(index + 2) == ":" && file.word(index + 3) == "ViewController")
        }
      },
      counterexample: Counterexample(
        name: "SubjectsViewController.swift",
        text: """
          import ViewKit

          final class SubjectsViewController: ViewController {}
          final class SubjectsPresenter {}
          """,
        lines: [4])),
  ]
}
