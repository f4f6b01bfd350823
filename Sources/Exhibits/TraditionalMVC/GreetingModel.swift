import Model
import Observation

/// Traditional MVC's model for the greeting, as the survey (001) and the article on MVC, MVP and
/// MVVM (004) draw it before Apple's version: it holds the person and whether they have been
/// greeted, changes only when the controller asks, and then notifies whoever read it, for it is
/// observable. It knows no view and no controller, and imports no toolkit.
///
/// It is a class of the screen, not of the shared Model: the Model's `Person` is a value, which
/// notifies no one, and this form needs a model that does. So the screen has a third role
/// beside its view controller and its view, which Apple's MVC does not have.
@Observable
@MainActor
final class GreetingModel {
  let person: Person
  /// False until the user asks for the greeting: nothing is greeted before the tap.
  private(set) var isGreeted = false

  init(person: Person) {
    self.person = person
  }

  /// The one change the controller asks of the model.
  func greet() {
    isGreeted = true
  }
}
