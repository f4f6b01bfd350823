import Model

/// VIPER's contracts for the Subjects module, in one file as VIPER templates keep them. Every role
/// talks to its neighbours only through these.
///
/// What the view can be told to show; the view controller implements it.
@MainActor
protocol SubjectsView: AnyObject {
  func display(title: String)
  func display(_ model: SubjectsDisplayModel)
}

/// What happened to, or on, the subject list; the presenter implements it.
@MainActor
protocol SubjectsEventHandler: AnyObject {
  func viewDidLoad()
  func viewWillAppear()
  func viewDidDisappear(isLeaving: Bool)
  func retryTapped()
  func rowSelected(at row: Int)
}

/// The use case the presenter asks for; the interactor implements it.
@MainActor
protocol SubjectsInteractorInput: AnyObject {
  func load()
  func cancelLoad()
}

/// How the interactor answers; the presenter implements it.
@MainActor
protocol SubjectsInteractorOutput: AnyObject {
  func curriculumLoaded(_ curriculum: Curriculum)
  func curriculumFailed(_ error: any Error)
}

/// Where the subject list leads; the router implements it.
@MainActor
protocol SubjectsRouting: AnyObject {
  func openPractice(for subject: Subject)
  func openAllSubjects(with curriculum: Curriculum)
}

/// Everything the subject list shows below its title: spinner, message, rows and Retry.
struct SubjectsDisplayModel: Sendable, Equatable {
  var isLoading = false
  var message: String?
  var rows: [SubjectRow] = []
  var showsRetry = false
}

/// One row of the subject list as the view shows it: an open subject's name, or `More`. Display
/// text only: the view never sees an entity.
struct SubjectRow: Equatable {
  let title: String
}
