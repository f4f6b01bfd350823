import ViewKit

/// TEA's view for practising one subject: it draws the state it is given, once.
final class PracticeViewController: ViewController {
  let state: PracticeState

  private let promptLabel = Label()

  init(state: PracticeState) {
    self.state = state
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(promptLabel)
    title = state.title
    promptLabel.text = state.prompt
  }
}
