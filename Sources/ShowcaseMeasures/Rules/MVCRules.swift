/// MVC's defining rules: the model stands apart from the screen; a screen's roles are its view
/// controller, which owns the views and asks the model, and its views, which show what they are
/// given and know no model.
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
      id: "MVC.every-class-is-a-view-controller-or-a-view",
      statement:
        "Every class of MVC is a view controller or a view: a screen has no other role.",
      citation: "Bohdan Orlov, \"iOS Architecture Patterns\" (2016)",
      folder: "Sources/MVC", applies: { _ in true },
      offences: { file in
        let views = RuleGround.reading.toolkitViews
        return file.lines { index in
          file.word(index) == "class" && file.word(index + 1).first?.isUppercase == true
            && !(file.word(index + 2) == ":"
              && (file.word(index + 3) == "ViewController" || views.contains(file.word(index + 3))))
        }
      },
      counterexample: Counterexample(
        name: "SubjectsViewController.swift",
        text: """
          import ViewKit

          final class SubjectsViewController: ViewController {}
          final class SubjectsPresenter {}
          final class SubjectCell: View {}
          """,
        lines: [4])),
    PatternRule(
      id: "MVC.view-knows-no-entity",
      statement: "A view names no type of the Model: its controller hands it what to show.",
      citation: "Bohdan Orlov, \"iOS Architecture Patterns\" (2016)",
      folder: "Sources/MVC", applies: { _ in true },
      offences: { file in
        let entities = RuleGround.reading.modelTypes
        let views = viewBodies(in: file)
        return file.lines { index in
          entities.contains(file.word(index)) && views.contains { $0.contains(index) }
        }
      },
      counterexample: Counterexample(
        name: "SubjectsViewController.swift",
        text: """
          import Model
          import ViewKit

          final class SubjectCell: View {
            private let nameLabel = Label()
            func show(_ subject: Subject) { nameLabel.text = subject.name }
          }

          extension Label {
            func show(_ person: Person) { text = person.firstName }
          }

          final class SubjectsViewController: ViewController {
            private var subjects: [Subject] = []
          }
          """,
        lines: [6, 10])),
  ]

  /// The token ranges of the views' bodies in `file`: each class deriving from one of the
  /// toolkit's views, or from such a class of the file, and each extension of one of them. A
  /// view controller is not a view.
  static func viewBodies(in file: RuleFile) -> [ClosedRange<Int>] {
    var views = RuleGround.reading.toolkitViews
    for declared in file.superclasses where views.contains(declared.of) {
      views.insert(declared.name)
    }
    return file.braces { index in
      let word = file.word(index)
      return
        (word == "class" && views.contains(file.word(index + 3))
        && file.word(index + 2) == ":")
        || (word == "extension" && views.contains(file.word(index + 1)))
    }
  }
}
