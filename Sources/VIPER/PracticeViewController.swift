import ViewKit

/// VIPER's view for practising a subject: passive, it says when it has loaded and shows the prompt.
final class PracticeViewController: ViewController, PracticeView {
  let eventHandler: any PracticeEventHandler

  private let promptLabel = Label()

  init(eventHandler: any PracticeEventHandler) {
    self.eventHandler = eventHandler
    super.init()
  }

  override func viewDidLoad() {
    view.addSubview(promptLabel)
    eventHandler.viewDidLoad()
  }

  // MARK: PracticeView

  func display(title: String) {
    self.title = title
  }

  func display(_ model: PracticeDisplayModel) {
    promptLabel.text = model.prompt
  }
}
