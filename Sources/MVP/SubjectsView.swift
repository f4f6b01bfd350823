import Model

/// MVP's passive view for the subject list: the commands its presenter gives it, in plain values.
@MainActor
protocol SubjectsView: AnyObject {
  func show(title: String)
  func showLoading(_ isLoading: Bool)
  /// Shows a line of text above the list; `nil` removes it.
  func showMessage(_ text: String?)
  func show(rows: [SubjectRow])
  func showRetry(_ isVisible: Bool)
  func openPractice(for subject: Subject)
  func openAllSubjects(with curriculum: Curriculum)
}

/// One row of the subject list as the view shows it: an open subject's name, or `More`. Display
/// text only: the view shows no entity; the `open…` commands pass one on, unread.
struct SubjectRow: Equatable {
  let title: String
}
