import Model
import TestSupport

@testable import MVVM

/// What the subject suites share: the data the service answers from, the rows it leads to, and
/// a view model that has loaded them. No view anywhere: the view model is the seam.
@MainActor
enum SubjectsTestData {
  /// Math, Physics and History in high school; Math and History open.
  static let data = DataSet.fixture()
  static let curriculum = Curriculum.fixture(data)
  static let openRows = rows("Math", "History", "More")

  static func rows(_ titles: String...) -> [SubjectRow] {
    titles.map { SubjectRow(title: $0) }
  }

  /// A subjects view model that appeared and received every answer from `service`.
  static func loadedSubjects(_ service: ControllableService) async -> SubjectsViewModel {
    let viewModel = SubjectsViewModel(repository: service.repository)
    viewModel.viewWillAppear()
    await settle()
    service.releaseAll()
    await settle()
    return viewModel
  }

  /// A request to move on that a subjects view model made, as its coordinator hears it. A test
  /// records them by setting the view model's `open…` closures, as the coordinator does.
  enum Opening: Equatable {
    case practice(Subject)
    case allSubjects(Curriculum)
  }
}
