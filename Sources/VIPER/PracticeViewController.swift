import ViewKit

/// VIPER's view for practising a subject: passive. It says when it has loaded and shows the
/// title and display model it is given.
final class PracticeViewController: ViewController, PracticeView {
  /// The view owns its presenter, as its event handler; the presenter holds the view back
  /// weakly.
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
