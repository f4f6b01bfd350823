/// The rules of MVVM without binding: a view model is a value the view controller hands to its
/// view, and a data controller fetches and shapes the data without knowing the view.
extension PatternRule {
  static let mvvmWithoutBinding: [PatternRule] = [
    PatternRule(
      id: "MVVMWithoutBinding.view-model-is-a-value",
      statement: "A view model is a value (a struct or an enum), never a class.",
      citation: "the Yuantiku article, \"MVVM without binding, with a Data Controller\"",
      folder: "Sources/MVVMWithoutBinding", applies: { $0.hasSuffix("ViewModel.swift") },
      offences: { file in
        file.lines { index in
          ["class", "actor"].contains(file.word(index))
            && file.word(index + 1).first?.isUppercase == true
        }
      },
      counterexample: Counterexample(
        name: "SubjectsViewModel.swift",
        text: """
          import Model

          final class SubjectsViewModel {
            var message: String?
          }
          """,
        lines: [3])),
    PatternRule(
      id: "MVVMWithoutBinding.view-model-asks-no-service",
      statement: "A view model asks no service: only a data controller holds the repository.",
      citation: "the Yuantiku article, \"MVVM without binding, with a Data Controller\"",
      folder: "Sources/MVVMWithoutBinding", applies: { $0.hasSuffix("ViewModel.swift") },
      offences: { file in
        file.lines(naming: { $0 == "await" || $0.hasSuffix("Repository") || $0 == "repository" })
      },
      counterexample: Counterexample(
        name: "SubjectsViewModel.swift",
        text: """
          struct SubjectsViewModel {
            let repository: SubjectRepository
          }
          """,
        lines: [2])),
    PatternRule(
      id: "MVVMWithoutBinding.data-controller-knows-no-view",
      statement: "A data controller imports no toolkit and names no view or view controller.",
      citation: "the Yuantiku article, \"MVVM without binding, with a Data Controller\"",
      folder: "Sources/MVVMWithoutBinding", applies: { $0.hasSuffix("DataController.swift") },
      offences: { viewLines(in: $0) },
      counterexample: Counterexample(
        name: "SubjectsDataController.swift",
        text: """
          import Model

          final class SubjectsDataController {
            weak var view: SubjectsView?
          }
          """,
        lines: [4])),
  ]
}
