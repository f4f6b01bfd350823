import ViewKit

/// Puts `controller` on a navigation stack shown in a window, above a first screen, the way a
/// person reaches it. In MVC this is what a test of a list screen costs: the list loads when
/// it appears, going back needs a screen below it, and it pushes the next screens through
/// `navigationController`; only a navigation controller on display provides all three.
@MainActor
func pushOnScreen(_ controller: ViewController) -> NavigationController {
  let navigation = NavigationController(root: ViewController())
  Window().show(navigation)
  navigation.pushViewController(controller)
  return navigation
}
