import ViewKit

/// MVP's view for practising one subject, played by a view controller: one label, filled
/// with what its presenter says.
final class PracticeViewController: ViewController, PracticeView {
  /// The view owns its presenter; the presenter holds the view back weakly.
  let presenter: PracticePresenter

  private let promptLabel = Label()

  init(presenter: PracticePresenter) {
    self.presenter = presenter
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(promptLabel)
    presenter.viewDidLoad()
  }

  // MARK: PracticeView

  func show(title: String) {
    self.title = title
  }

  func show(prompt: String) {
    promptLabel.text = prompt
  }
}
