import ShowcaseCore
import Tracing

extension Variant {
  /// The order a sequence diagram of this variant stands its lifelines in: the user, the
  /// navigation stack and the view controller every variant has, then the pattern's own roles
  /// as it declares them, then the service. Steps of one variant keep their lifelines in the
  /// same order, so a reader moving from slide to slide sees only the messages change.
  var lifelines: [Role] {
    [.user, .navigation, .viewController] + roles + [.service]
  }
}
