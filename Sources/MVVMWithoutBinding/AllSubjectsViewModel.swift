import Foundation
import Model

/// MVVM without binding's view model for All subjects: a plain value, made by factories.
struct AllSubjectsViewModel: Equatable {
  var message: String?
  var cellViewModels: [SubjectSwitchCellViewModel] = []

  /// Every offered subject, checkmarked when on. A switch that went through clears any message.
  static func make(from curriculum: Curriculum) -> AllSubjectsViewModel {
    AllSubjectsViewModel(
      cellViewModels: curriculum.offered.map {
        SubjectSwitchCellViewModel(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
      })
  }

  func failedToSwitch(_ subject: Subject, _ error: any Error) -> AllSubjectsViewModel {
    AllSubjectsViewModel(
      message: "Couldn't switch \(subject.name): \(error.localizedDescription)",
      cellViewModels: cellViewModels)
  }
}

/// One cell of All subjects as the view shows it: an offered subject's name, checkmarked when on.
struct SubjectSwitchCellViewModel: Equatable {
  let title: String
  let isChecked: Bool
}
