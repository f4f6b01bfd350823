import ViewKit

/// MVVM with handlers' practice view: a label showing the view model's prompt. The user can do
/// nothing here yet, so the view sends nothing.
final class PracticeView: View {
  /// The view holds the context, as the view controller does: the context holds no view.
  let context: PracticeContext

  private let promptLabel = Label()

  init(context: PracticeContext) {
    self.context = context
    super.init()
    addSubview(promptLabel)
  }

  /// The observation, as on every view here (see `GreetingView`).
  override func updateProperties() {
    promptLabel.text = context.viewModel.prompt
  }
}
