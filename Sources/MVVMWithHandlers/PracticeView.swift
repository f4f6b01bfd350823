import ViewKit

/// MVVM with handlers' practice view: a label showing the view model's prompt.
final class PracticeView: View {
  let context: PracticeContext

  private let promptLabel = Label()

  init(context: PracticeContext) {
    self.context = context
    super.init()
    addSubview(promptLabel)
  }

  override func updateProperties() {
    promptLabel.text = context.viewModel.prompt
  }
}
