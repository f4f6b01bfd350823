import MVC
import MVP
import MVVM
import MVVMWithHandlers
import MVVMWithoutBinding
import Model
import TEA
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
  /// What the runner and the tests know of the pattern's roles.
  public let pattern: PatternRoles

  public init(
    id: String, name: String, pattern: PatternRoles = PatternRoles(),
    makeGreetingScreen: @escaping @MainActor @Sendable (Person) -> ViewController,
    makeSubjectsScreen: @escaping @MainActor @Sendable (SubjectRepository) -> ViewController
  ) {
    self.id = id
    self.name = name
    self.pattern = pattern
    self.makeGreetingScreen = makeGreetingScreen
    self.makeSubjectsScreen = makeSubjectsScreen
  }

  public var description: String { name }

  /// The roles the pattern adds to the ones every variant has, for a trace's legend.
  public var roles: [Role] { pattern.own }
  /// How each screen's work is split into files: `showcase diff` lines two variants up by it.
  public var roleFiles: [RoleFile] { pattern.files }
  /// How the name of the role that takes the user's events ends (`Presenter`).
  public var eventTaker: String { pattern.eventTaker }
  /// How the names of the roles kept free of the toolkit end.
  public var toolkitFree: [String] { pattern.toolkitFree }

  /// Every variant, in the order the docs and the runner show them. Adding one is an entry
  /// here, its import, and its targets in Package.swift: the runner, the conformance suite,
  /// the docs' tables, `mutate`, `bugs` and `workshop` read the variants from this list.
  public static let all: [Variant] = [
    Variant(
      id: "mvc", name: "MVC", pattern: .mvc,
      makeGreetingScreen: MVC.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVC.Feature.makeSubjectsScreen),
    Variant(
      id: "mvp", name: "MVP", pattern: .mvp,
      makeGreetingScreen: MVP.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVP.Feature.makeSubjectsScreen),
    Variant(
      id: "mvvm", name: "MVVM", pattern: .mvvm,
      makeGreetingScreen: MVVM.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVVM.Feature.makeSubjectsScreen),
    Variant(
      id: "mvvm-without-binding", name: "MVVMWithoutBinding", pattern: .mvvmWithoutBinding,
      makeGreetingScreen: MVVMWithoutBinding.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVVMWithoutBinding.Feature.makeSubjectsScreen),
    Variant(
      id: "mvvm-with-handlers", name: "MVVMWithHandlers", pattern: .mvvmWithHandlers,
      makeGreetingScreen: MVVMWithHandlers.Feature.makeGreetingScreen,
      makeSubjectsScreen: MVVMWithHandlers.Feature.makeSubjectsScreen),
    Variant(
      id: "viper", name: "VIPER", pattern: .viper,
      makeGreetingScreen: VIPER.Feature.makeGreetingScreen,
      makeSubjectsScreen: VIPER.Feature.makeSubjectsScreen),
    Variant(
      id: "tea", name: "TEA", pattern: .tea,
      makeGreetingScreen: TEA.Feature.makeGreetingScreen,
      makeSubjectsScreen: TEA.Feature.makeSubjectsScreen),
  ]

  /// The variant a command line names, ignoring case.
  public static func named(_ id: String) -> Variant? {
    all.first { $0.id == id.lowercased() }
  }

  /// How a trace reads the frames of `variants`: each one's types, in its own module, and the
  /// shared Model's repository.
  public static func roleMap(of variants: [Variant]) -> RoleMap {
    let shared = RoleMap().adding([.init("Repository", .model)], in: "Model")
    return variants.reduce(shared) { map, variant in
      let calls = variant.pattern.definingHops.filter(\.startsTasks).map { ($0.from, $0.to) }
      return map.adding(variant.pattern.types, in: variant.name)
        .adding(calls: calls, in: variant.name)
    }
  }
}
