import ViewKit

/// MVVM without binding's practice view: a label showing the view model it is handed.
final class PracticeView: View {
  private(set) var viewModel = PracticeViewModel()

  private let promptLabel = Label()

  override init() {
    super.init()
    addSubview(promptLabel)
  }

  func update(with viewModel: PracticeViewModel) {
    self.viewModel = viewModel
    promptLabel.text = viewModel.prompt
  }
}
