import ViewKit

/// MVVM's view for practising one subject: it shows the view model's text once; it never changes.
final class PracticeViewController: ViewController {
  let viewModel: PracticeViewModel

  private let promptLabel = Label()

  init(viewModel: PracticeViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(promptLabel)
    title = viewModel.title
    promptLabel.text = viewModel.prompt
  }
}
