import MVC
import MVP
import MVVM
import MVVMWithoutBinding
import Model
import Redux
import Tracing
import VIPER
import ViewKit

/// One pattern's build of the feature, reached only through that target's `Feature` entry.
/// The runner and the conformance suite know the variants only through this list.
public struct Variant: Sendable, Identifiable, CustomStringConvertible {
  /// The name a command line uses: `mvc`, `mvp`, …
  public let id: String
  /// The pattern's name as people write it, which is also its target's: `Sources/<name>`,
  /// `Tests/<name>Tests`, `Docs/<name>.md`.
  public let name: String
  public let makeGreetingScreen: @MainActor @Sendable (Person) -> ViewController
  public let makeSubjectsScreen: @MainActor @Sendable (SubjectRepository) -> ViewController
  /// The role that asks the Model, as the pattern declares it: a trace draws service requests
  /// from it.
  public let modelCaller: Role
  /// The roles the pattern adds to the ones every variant has, for a trace's legend.
  public let roles: [Role]
  /// How each screen's work is split into files: `showcase diff` lines two variants up by it.
  public let roleFiles: [RoleFile]
  /// How the name of the role that takes the user's events ends (`Presenter`).
  public let eventTaker: String
  /// How the names of the roles kept free of the toolkit end.
  public let toolkitFree: [String]

  /// A variant whose pattern target declares its roles in `declared` (its `TraceRoles`).
  public init(
    id: String, name: String, declared: any PatternRoles.Type,
    makeGreetingScreen: @escaping @MainActor @Sendable (Person) -> ViewController,
    makeSubjectsScreen: @escaping @MainActor @Sendable (SubjectRepository) -> ViewController
  ) {
    self.init(
      id: id, name: name, roles: declared.own, modelCaller: declared.modelCaller,
      roleFiles: declared.files, eventTaker: declared.eventTaker,
      toolkitFree: declared.toolkitFree, makeGreetingScreen: makeGreetingScreen,
      makeSubjectsScreen: makeSubjectsScreen)
  }

  /// A variant described field by field: the tests' stand-ins.
  public init(
    id: String, name: String, roles: [Role] = [], modelCaller: Role = .viewController,
    roleFiles: [RoleFile] = [], eventTaker: String = "ViewController",
    toolkitFree: [String] = [],
    makeGreetingScreen: @escaping @MainActor @Sendable (Person) -> ViewController,
    makeSubjectsScreen: @escaping @MainActor @Sendable (SubjectRepository) -> ViewController
  ) {
    self.id = id
    self.name = name
    self.makeGreetingScreen = makeGreetingScreen
    self.makeSubjectsScreen = makeSubjectsScreen
    self.modelCaller = modelCaller
    self.roles = roles
    self.roleFiles = roleFiles
    self.eventTaker = eventTaker
    self.toolkitFree = toolkitFree
  }

  public var description: String { name }

  /// Every variant, in the order the docs and the runner show them. Adding one is an entry
  /// here, its import, and its targets in Package.swift: the runner, the conformance suite,
  /// the docs' tables, `mutate`, `bugs` and `workshop` read the variants from this list.
  public static let all: [Variant] = [
    Variant(
      id: "mvc", name: "MVC", declared: MVC.TraceRoles.self,
      makeGreetingScreen: MVC.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVC.Feature.makeSubjectsScreen),
    Variant(
      id: "mvp", name: "MVP", declared: MVP.TraceRoles.self,
      makeGreetingScreen: MVP.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVP.Feature.makeSubjectsScreen),
    Variant(
      id: "mvvm", name: "MVVM", declared: MVVM.TraceRoles.self,
      makeGreetingScreen: MVVM.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVVM.Feature.makeSubjectsScreen),
    Variant(
      id: "mvvm-without-binding", name: "MVVMWithoutBinding",
      declared: MVVMWithoutBinding.TraceRoles.self,
      makeGreetingScreen: MVVMWithoutBinding.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVVMWithoutBinding.Feature.makeSubjectsScreen),
    Variant(
      id: "viper", name: "VIPER", declared: VIPER.TraceRoles.self,
      makeGreetingScreen: VIPER.Feature.makeGreetingScreen,
      makeSubjectsScreen: VIPER.Feature.makeSubjectsScreen),
    Variant(
      id: "redux", name: "Redux", declared: Redux.TraceRoles.self,
      makeGreetingScreen: Redux.Feature.makeGreetingScreen,
      makeSubjectsScreen: Redux.Feature.makeSubjectsScreen),
  ]

  /// The variant a command line names, ignoring case.
  public static func named(_ id: String) -> Variant? {
    all.first { $0.id == id.lowercased() }
  }
}
