import Foundation
import Model

/// MVVM without binding's view model for the subjects view: a plain value, made anew at each step.
struct SubjectsViewModel: Equatable {
  var isLoading = false
  var message: String?
  var cellViewModels: [SubjectCellViewModel] = []
  var showsRetry = false

  /// The loaded list: a cell per open subject, then More, and a hint when none is open.
  static func make(from openSubjects: [Subject]) -> SubjectsViewModel {
    SubjectsViewModel(
      message: openSubjects.isEmpty ? "No open subjects" : nil,
      cellViewModels: openSubjects.map(SubjectCellViewModel.make(from:)) + [.more])
  }

  func loading() -> SubjectsViewModel {
    SubjectsViewModel(isLoading: true, cellViewModels: cellViewModels)
  }

  func failed(_ error: any Error) -> SubjectsViewModel {
    SubjectsViewModel(
      message: "Couldn't load subjects: \(error.localizedDescription)",
      cellViewModels: cellViewModels, showsRetry: true)
  }
}

/// One cell of the subjects view as it shows it: an open subject's name, or `More`. Display text
/// only: the view never sees an entity.
struct SubjectCellViewModel: Equatable {
  let title: String

  static func make(from subject: Subject) -> SubjectCellViewModel {
    SubjectCellViewModel(title: subject.name)
  }

  static let more = SubjectCellViewModel(title: "More")
}
