import ViewKit

/// MVVM without binding's practice view: a label showing the view model it is handed. The user
/// can do nothing here yet, so the view has no delegate.
final class PracticeView: View {
  /// What the view shows now: the last view model it was handed.
  private(set) var viewModel = PracticeViewModel()

  private let promptLabel = Label()

  override init() {
    super.init()
    addSubview(promptLabel)
  }

  /// Shows `viewModel`: the only way the view changes.
  func update(with viewModel: PracticeViewModel) {
    self.viewModel = viewModel
    promptLabel.text = viewModel.prompt
  }
}
