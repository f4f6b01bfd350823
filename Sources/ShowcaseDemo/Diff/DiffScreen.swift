/// A screen of the feature that `showcase diff --screen` names, and how its files are named in
/// every pattern target: `Subjects` opens `SubjectsPresenter.swift`, `SubjectsViewModel.swift`, ….
enum DiffScreen: String, CaseIterable, Sendable {
  case greeting
  case subjects
  case practice
  case allSubjects = "all-subjects"

  /// The screen's prefix in file and type names.
  var prefix: String {
    switch self {
    case .greeting: "Greeting"
    case .subjects: "Subjects"
    case .practice: "Practice"
    case .allSubjects: "AllSubjects"
    }
  }

  /// The screen as a heading names it: `All subjects`.
  var title: String {
    self == .allSubjects ? "All subjects" : prefix
  }
}
