import MVC
import MVP
import MVVM
import Model
import Redux
import Tracing
import VIPER
import ViewKit

/// One pattern's build of the feature, reached only through that target's `Feature` entry.
/// The runner and the conformance suite know the variants only through this list.
public struct Variant: Sendable, Identifiable, CustomStringConvertible {
  /// The name a command line uses: `mvc`, `mvp`, `mvvm`, `viper`, `redux`.
  public let id: String
  /// The pattern's name as people write it.
  public let name: String
  public let makeGreetingScreen: @MainActor @Sendable (Person) -> ViewController
  public let makeSubjectsScreen: @MainActor @Sendable (SubjectRepository) -> ViewController
  /// The role that asks the Model, as the pattern declares it: a trace draws service requests
  /// from it.
  public let modelCaller: Role
  /// The roles the pattern adds to the ones every variant has, for a trace's legend.
  public let roles: [Role]

  public init(
    id: String, name: String, roles: [Role] = [], modelCaller: Role = .viewController,
    makeGreetingScreen: @escaping @MainActor @Sendable (Person) -> ViewController,
    makeSubjectsScreen: @escaping @MainActor @Sendable (SubjectRepository) -> ViewController
  ) {
    self.id = id
    self.name = name
    self.makeGreetingScreen = makeGreetingScreen
    self.makeSubjectsScreen = makeSubjectsScreen
    self.modelCaller = modelCaller
    self.roles = roles
  }

  public var description: String { name }

  /// Every variant, in the order the docs and the runner show them. Adding one is one line.
  public static let all: [Variant] = [
    Variant(
      id: "mvc", name: "MVC", roles: MVC.TraceRoles.own,
      modelCaller: MVC.TraceRoles.modelCaller,
      makeGreetingScreen: MVC.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVC.Feature.makeSubjectsScreen),
    Variant(
      id: "mvp", name: "MVP", roles: MVP.TraceRoles.own,
      modelCaller: MVP.TraceRoles.modelCaller,
      makeGreetingScreen: MVP.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVP.Feature.makeSubjectsScreen),
    Variant(
      id: "mvvm", name: "MVVM", roles: MVVM.TraceRoles.own,
      modelCaller: MVVM.TraceRoles.modelCaller,
      makeGreetingScreen: MVVM.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVVM.Feature.makeSubjectsScreen),
    Variant(
      id: "viper", name: "VIPER", roles: VIPER.TraceRoles.own,
      modelCaller: VIPER.TraceRoles.modelCaller,
      makeGreetingScreen: VIPER.Feature.makeGreetingScreen,
      makeSubjectsScreen: VIPER.Feature.makeSubjectsScreen),
    Variant(
      id: "redux", name: "Redux", roles: Redux.TraceRoles.own,
      modelCaller: Redux.TraceRoles.modelCaller,
      makeGreetingScreen: Redux.Feature.makeGreetingScreen,
      makeSubjectsScreen: Redux.Feature.makeSubjectsScreen),
  ]

  /// The variant a command line names, ignoring case.
  public static func named(_ id: String) -> Variant? {
    all.first { $0.id == id.lowercased() }
  }
}
