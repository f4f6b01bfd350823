import ViewKit

/// MVP's view for practising one subject, played by a view controller: one label, as told.
final class PracticeViewController: ViewController, PracticeView {
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
