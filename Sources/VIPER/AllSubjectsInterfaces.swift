import Model

/// VIPER's contracts for the All subjects module. All subjects has no router either.
@MainActor
protocol AllSubjectsView: AnyObject {
  func display(title: String)
  func display(_ model: AllSubjectsDisplayModel)
}

@MainActor
protocol AllSubjectsEventHandler: AnyObject {
  func viewDidLoad()
  func rowSelected(at row: Int)
}

@MainActor
protocol AllSubjectsInteractorInput: AnyObject {
  func provideCurriculum()
  func switchSubject(_ subject: Subject)
}

@MainActor
protocol AllSubjectsInteractorOutput: AnyObject {
  func curriculumProvided(_ curriculum: Curriculum)
  func switchFailed(_ subject: Subject, error: any Error)
}

struct AllSubjectsDisplayModel: Sendable, Equatable {
  var message: String?
  var rows: [SubjectSwitchRow] = []
}

/// One row of All subjects as the view shows it: an offered subject's name, checkmarked when on.
struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
