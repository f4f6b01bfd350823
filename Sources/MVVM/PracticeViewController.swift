import ViewKit

/// MVVM's view for practising one subject: the view controller owns a label and shows the view
/// model's text once, since that text never changes.
final class PracticeViewController: ViewController {
  /// The view owns its view model; the view model holds nothing of the view.
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
