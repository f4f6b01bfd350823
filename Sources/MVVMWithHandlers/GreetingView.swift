import ViewKit

/// MVVM with handlers' greeting view: it shows the view model's state and sends the tap on.
final class GreetingView: View {
  let context: GreetingContext

  private let greetingLabel = Label()
  private let birthdateLabel = Label()
  private let showGreetingButton = Button(title: "Show greeting")

  init(context: GreetingContext) {
    self.context = context
    super.init()
    addSubview(greetingLabel)
    addSubview(birthdateLabel)
    addSubview(showGreetingButton)
    // The view owns the button, which keeps its action: so the action holds self weakly.
    showGreetingButton.addAction { [weak self] in
      self?.context.businessHandler.showGreetingTapped()
    }
  }

  /// The observation: the toolkit reruns this whenever the state it reads changes, as UIKit does.
  override func updateProperties() {
    greetingLabel.text = context.viewModel.state.greeting
    birthdateLabel.text = context.viewModel.state.birthdate
  }
}
