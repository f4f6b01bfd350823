import Model

/// VIPER's contracts for the All subjects module, kept in one file as VIPER templates keep
/// them. All subjects has no router: it leads nowhere, and going back is the navigation
/// stack's job.
///
/// `AllSubjectsView` is what the view can be told to show; the view controller implements it.
@MainActor
protocol AllSubjectsView: AnyObject {
  func display(title: String)
  func display(_ model: AllSubjectsDisplayModel)
}

/// What happened to, or on, the All subjects screen; the presenter implements it.
@MainActor
protocol AllSubjectsEventHandler: AnyObject {
  func viewDidLoad()
  func rowSelected(at row: Int)
}

/// The use cases the presenter asks for; the interactor implements them.
@MainActor
protocol AllSubjectsInteractorInput: AnyObject {
  func provideCurriculum()
  /// Switches `subject` to the other status, once the service agrees. While a switch of
  /// `subject` waits for the service, asking again does nothing.
  func switchSubject(_ subject: Subject)
}

/// How the interactor answers; the presenter implements it, the interactor holds it weakly.
@MainActor
protocol AllSubjectsInteractorOutput: AnyObject {
  /// The curriculum as it stands: at first, and after every switch the service accepted.
  func curriculumProvided(_ curriculum: Curriculum)
  func switchFailed(_ subject: Subject, error: any Error)
}

/// Everything the All subjects screen shows: an optional message and the rows.
struct AllSubjectsDisplayModel: Sendable, Equatable {
  var message: String?
  var rows: [SubjectSwitchRow] = []
}

/// One row of All subjects as the view shows it: an offered subject's name, checkmarked when it
/// is on. Display values only: the view never sees an entity.
struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
