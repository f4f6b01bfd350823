/// MVP's passive view for the greeting: the commands its presenter gives it, in ready strings.
@MainActor
protocol GreetingView: AnyObject {
  func show(title: String)
  func show(greeting: String)
  func show(birthdate: String?)
}
