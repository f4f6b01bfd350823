/// MVVM with handlers' defining rules: the view model is split so that it cannot grow fat. It
/// holds data only; a data handler fetches and shapes the data and knows no view; a business
/// handler decides and navigates from a controller it holds weakly; and the handlers meet only
/// through the context.
extension PatternRule {
  static let mvvmWithHandlers: [PatternRule] = [
    PatternRule(
      id: "MVVMWithHandlers.view-model-holds-only-data",
      statement:
        "A view model imports no toolkit, asks no service and declares no method: it holds data.",
      citation: "Osheep, \"iOS - MVVM模式设计实践\" (MVVM design in practice)",
      folder: "Sources/MVVMWithHandlers", applies: { $0.hasSuffix("ViewModel.swift") },
      offences: { file in
        let work = file.lines(naming: {
          $0 == "await" || $0 == "func" || $0 == "repository" || $0.hasSuffix("Repository")
        })
        return Set(file.importLines("ViewKit") + work).sorted()
      },
      counterexample: Counterexample(
        name: "SubjectsViewModel.swift",
        text: """
          import Observation
          import ViewKit

          @Observable
          final class SubjectsViewModel {
            var rows: [SubjectRow] = []
            func load() {}
          }
          """,
        lines: [2, 7])),
    PatternRule(
      id: "MVVMWithHandlers.data-handler-knows-no-view",
      statement: "A data handler imports no toolkit and names no view or view controller.",
      citation: "Osheep, \"iOS - MVVM模式设计实践\" (MVVM design in practice)",
      folder: "Sources/MVVMWithHandlers", applies: { $0.hasSuffix("DataHandler.swift") },
      offences: { viewLines(in: $0) },
      counterexample: Counterexample(
        name: "SubjectsDataHandler.swift",
        text: """
          import Model

          final class SubjectsDataHandler {
            weak var view: SubjectsView?
          }
          """,
        lines: [4])),
    PatternRule(
      id: "MVVMWithHandlers.business-handler-holds-controller-weakly",
      statement: "A business handler holds its view controller weakly: the controller owns it.",
      citation: "Osheep, \"iOS - MVVM模式设计实践\" (MVVM design in practice)",
      folder: "Sources/MVVMWithHandlers", applies: { $0.hasSuffix("BusinessHandler.swift") },
      offences: { file in
        file.lines { index in
          ["var", "let"].contains(file.word(index))
            && file.word(index + 1).lowercased().hasSuffix("controller")
            && !(index - 3..<index).contains { file.word($0) == "weak" }
        }
      },
      counterexample: Counterexample(
        name: "SubjectsBusinessHandler.swift",
        text: """
          final class SubjectsBusinessHandler {
            weak var context: SubjectsContext?
            var controller: ViewController?
          }
          """,
        lines: [3])),
    PatternRule(
      id: "MVVMWithHandlers.handlers-meet-through-the-context",
      statement:
        "A handler names no other handler's type or protocol: it reaches it through the context.",
      citation: "Osheep, \"iOS - MVVM模式设计实践\" (MVVM design in practice)",
      folder: "Sources/MVVMWithHandlers", applies: { $0.hasSuffix("Handler.swift") },
      offences: { file in
        let other = file.name.hasSuffix("DataHandler.swift") ? "Business" : "Data"
        return file.lines(naming: {
          $0.hasSuffix("\(other)Handler") || $0.hasSuffix("\(other)Protocol")
        })
      },
      counterexample: Counterexample(
        name: "SubjectsBusinessHandler.swift",
        text: """
          final class SubjectsBusinessHandler {
            weak var context: SubjectsContext?
            let data: any SubjectsDataProtocol

            func retryTapped() {
              SubjectsDataHandler.shared.load()
            }
          }
          """,
        lines: [3, 6])),
  ]
}
