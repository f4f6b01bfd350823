import ViewKit

/// MVVM with handlers' greeting view: it owns the labels and the button, shows the view model's
/// state whenever it changes, and sends the tap to the business handler. It formats nothing.
final class GreetingView: View {
  /// The view holds the context, as the view controller does: the context holds no view.
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
    // The button holds its action and the view owns the button: the action holds the view
    // weakly.
    showGreetingButton.addAction { [weak self] in
      self?.context.businessHandler.showGreetingTapped()
    }
  }

  /// The observation: the toolkit runs this once the screen has loaded and again after every
  /// change to the state it reads, as UIKit 26 does for a view. The view model never hears of
  /// the view.
  override func updateProperties() {
    greetingLabel.text = context.viewModel.state.greeting
    birthdateLabel.text = context.viewModel.state.birthdate
  }
}
