import Model

/// VIPER's contracts for the Practice module, kept in one file as VIPER templates keep them.
/// Practice has no router: it leads nowhere, and going back is the navigation stack's job.
///
/// `PracticeView` is what the view can be told to show; the view controller implements it.
@MainActor
protocol PracticeView: AnyObject {
  func display(title: String)
  func display(_ model: PracticeDisplayModel)
}

/// What happened to the practice screen; the presenter implements it.
@MainActor
protocol PracticeEventHandler: AnyObject {
  func viewDidLoad()
}

/// The use case the presenter asks for; the interactor implements it.
@MainActor
protocol PracticeInteractorInput: AnyObject {
  func provideSubject()
}

/// How the interactor answers; the presenter implements it, the interactor holds it weakly.
@MainActor
protocol PracticeInteractorOutput: AnyObject {
  func subjectProvided(_ subject: Subject)
}

/// What the practice screen shows below its title: its prompt.
struct PracticeDisplayModel: Sendable, Equatable {
  var prompt: String
}
