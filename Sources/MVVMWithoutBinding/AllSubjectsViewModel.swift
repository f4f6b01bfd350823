import Foundation
import Model

/// MVVM without binding's view model for the All subjects view: a plain value holding the
/// message and one cell view model per offered subject, checkmarked when on, made by a factory
/// from the curriculum; a failed switch is made from the view model shown before, whose cells
/// stay.
struct AllSubjectsViewModel: Equatable {
  var message: String?
  var cellViewModels: [SubjectSwitchCellViewModel] = []

  /// Every offered subject, in catalogue order, checkmarked when on. No message: a switch that
  /// went through clears an earlier failure's message.
  static func make(from curriculum: Curriculum) -> AllSubjectsViewModel {
    AllSubjectsViewModel(
      cellViewModels: curriculum.offered.map {
        SubjectSwitchCellViewModel(title: $0.name, isChecked: curriculum.status(of: $0.id) == .on)
      })
  }

  /// Switching `subject` failed: the cells stay as they are, with the reason.
  func failedToSwitch(_ subject: Subject, _ error: any Error) -> AllSubjectsViewModel {
    AllSubjectsViewModel(
      message: "Couldn't switch \(subject.name): \(error.localizedDescription)",
      cellViewModels: cellViewModels)
  }
}

/// One cell of All subjects as the view shows it: an offered subject's name, checkmarked when it
/// is on. Display values only: the view never sees an entity.
struct SubjectSwitchCellViewModel: Equatable {
  let title: String
  let isChecked: Bool
}
