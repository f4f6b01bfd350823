import Model

/// VIPER's contracts for the Practice module. Practice has no router either.
@MainActor
protocol PracticeView: AnyObject {
  func display(title: String)
  func display(_ model: PracticeDisplayModel)
}

@MainActor
protocol PracticeEventHandler: AnyObject {
  func viewDidLoad()
}

@MainActor
protocol PracticeInteractorInput: AnyObject {
  func provideSubject()
}

@MainActor
protocol PracticeInteractorOutput: AnyObject {
  func subjectProvided(_ subject: Subject)
}

struct PracticeDisplayModel: Sendable, Equatable {
  var prompt: String
}
