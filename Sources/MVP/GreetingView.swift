/// MVP's passive view for the greeting: the commands its presenter gives it. The view shows
/// what it is told and decides nothing; the strings arrive ready to show.
@MainActor
protocol GreetingView: AnyObject {
  func show(title: String)
  func show(greeting: String)
  /// Shows the birthdate line; `nil` removes it.
  func show(birthdate: String?)
}
