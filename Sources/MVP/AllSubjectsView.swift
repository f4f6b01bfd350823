/// MVP's passive view for switching subjects on and off: the commands its presenter gives it.
@MainActor
protocol AllSubjectsView: AnyObject {
  func show(title: String)
  func showMessage(_ text: String?)
  func show(rows: [SubjectSwitchRow])
}

/// One row of All subjects as the view shows it: an offered subject's name, checkmarked when on.
struct SubjectSwitchRow: Equatable {
  let title: String
  let isChecked: Bool
}
