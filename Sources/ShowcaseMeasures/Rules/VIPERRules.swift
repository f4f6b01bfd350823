/// VIPER's defining rules: each role has one job. The interactor holds the use case and knows
/// neither the screen nor its text, the router alone moves between modules, and the builder
/// alone assembles one.
extension PatternRule {
  static let viper: [PatternRule] = [
    PatternRule(
      id: "VIPER.interactor-imports-no-view",
      statement: "An interactor does not import the toolkit.",
      citation: "objc.io, \"Architecting iOS Apps with VIPER\" (2014)",
      folder: "Sources/VIPER", applies: { $0.hasSuffix("Interactor.swift") },
      offences: { $0.importLines("ViewKit") },
      counterexample: Counterexample(
        name: "GreetingInteractor.swift",
        text: """
          import Model
          import ViewKit

          final class GreetingInteractor {}
          """,
        lines: [2])),
    PatternRule(
      id: "VIPER.interactor-formats-no-text",
      statement: "An interactor formats no text: no string interpolation, no formatter.",
      citation: "objc.io, \"Architecting iOS Apps with VIPER\" (2014)",
      folder: "Sources/VIPER", applies: { $0.hasSuffix("Interactor.swift") },
      offences: { file in
        let formatting = file.lines(naming: { $0.hasSuffix("Formatter") || $0 == "formatted" })
        return Set(file.interpolationLines + formatting).sorted()
      },
      counterexample: Counterexample(
        name: "GreetingInteractor.swift",
        text: """
          final class GreetingInteractor {
            func greetingData() -> String {
              "Hello \\(person.firstName)"
            }
          }
          """,
        lines: [3])),
    PatternRule(
      id: "VIPER.only-the-router-pushes",
      statement: "Only a router pushes a screen.",
      citation: "objc.io, \"Architecting iOS Apps with VIPER\" (2014)",
      folder: "Sources/VIPER", applies: { !$0.hasSuffix("Router.swift") },
      offences: { $0.lines(naming: { $0.hasPrefix("push") }) },
      counterexample: Counterexample(
        name: "SubjectsPresenter.swift",
        text: """
          final class SubjectsPresenter {
            func rowSelected(at row: Int) {
              view?.navigationController?.pushViewController(PracticeBuilder.build())
            }
          }
          """,
        lines: [3])),
    PatternRule(
      id: "VIPER.only-the-builder-assembles",
      statement: "Only a builder makes a presenter, an interactor or a router.",
      citation: "objc.io, \"Architecting iOS Apps with VIPER\" (2014)",
      folder: "Sources/VIPER", applies: { !$0.hasSuffix("Builder.swift") },
      offences: { file in
        file.lines { index in
          let word = file.word(index)
          return ["Presenter", "Interactor", "Router"].contains { word.hasSuffix($0) }
            && file.word(index + 1) == "(" && file.word(index - 1) != "func"
        }
      },
      counterexample: Counterexample(
        name: "SubjectsRouter.swift",
        text: """
          final class SubjectsRouter {
            func openPractice(for subject: Subject) {
              let presenter = PracticePresenter(interactor: PracticeInteractor(subject: subject))
              push(PracticeViewController(eventHandler: presenter))
            }
          }
          """,
        lines: [3])),
  ]
}
