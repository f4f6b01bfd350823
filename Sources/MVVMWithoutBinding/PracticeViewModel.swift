import Model

/// MVVM without binding's view model for the practice view: a plain value, made by a factory
/// from the subject. Nothing on this screen changes, so one view model is all it ever gets.
struct PracticeViewModel: Equatable {
  var prompt: String?

  static func make(from subject: Subject) -> PracticeViewModel {
    PracticeViewModel(prompt: "Practice \(subject.name)")
  }
}
