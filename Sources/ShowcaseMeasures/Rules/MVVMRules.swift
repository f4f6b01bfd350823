/// MVVM's defining rules: the view model is the view's state and logic without the view, so it
/// knows no toolkit and holds no view; the view binds to it.
extension PatternRule {
  static let mvvm: [PatternRule] = [
    PatternRule(
      id: "MVVM.view-model-imports-no-view",
      statement: "A view model does not import the toolkit.",
      citation: "John Gossman, \"Introduction to Model/View/ViewModel pattern\" (2005)",
      folder: "Sources/MVVM", applies: { $0.hasSuffix("ViewModel.swift") },
      offences: { $0.importLines("ViewKit") },
      counterexample: Counterexample(
        name: "GreetingViewModel.swift",
        text: """
          import Observation
          import ViewKit

          @Observable
          final class GreetingViewModel {}
          """,
        lines: [2])),
    PatternRule(
      id: "MVVM.view-model-holds-no-view",
      statement: "A view model names no view controller or toolkit type, so it holds no view.",
      citation: "John Gossman, \"Introduction to Model/View/ViewModel pattern\" (2005)",
      folder: "Sources/MVVM", applies: { $0.hasSuffix("ViewModel.swift") },
      offences: { $0.lines(naming: namesAView) },
      counterexample: Counterexample(
        name: "SubjectsViewModel.swift",
        text: """
          final class SubjectsViewModel {
            weak var screen: SubjectsViewController?
          }
          """,
        lines: [2])),
  ]
}
