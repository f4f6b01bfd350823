import Model

/// MVVM without binding's view model for the practice view: a plain value, made from the subject.
struct PracticeViewModel: Equatable {
  var prompt: String?

  static func make(from subject: Subject) -> PracticeViewModel {
    PracticeViewModel(prompt: "Practice \(subject.name)")
  }
}
