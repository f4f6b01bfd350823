/// MVP's passive view for practising one subject: the commands its presenter gives it.
@MainActor
protocol PracticeView: AnyObject {
  func show(title: String)
  func show(prompt: String)
}
