import Model
import TestSupport
import Testing
import ViewKit

@testable import VIPER

/// Every module, built through `Feature` and shown in a navigation stack in a window, is gone
/// once popped: view controller, presenter, interactor and router, even with work in flight.
/// The module's roles own each other one way only (view → presenter → interactor and router),
/// and every back reference and every task is weak, so nothing keeps a popped module alive.
@MainActor
@Suite("VIPER lifetime")
struct LifetimeTests {
  let window = Window()
  let navigation = NavigationController(root: ViewController())
  let service = ControllableService(data: .fixture())

  init() {
    window.show(navigation)
  }

  @Test("L1 the greeting screen and all it made are released")
  func releasesGreetingScreen() async throws {
    // Given
    navigation.pushViewController(Feature.makeGreetingScreen(person: .fixture()))
    try navigation.topViewController?.tap("Show greeting")
    await settle()
    let module = ModuleReferences.greeting(navigation.topViewController)
    #expect(module.alive == ["view controller", "presenter", "interactor"])

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(module.alive == [])
  }

  @Test("L2 the subject list and all it made are released, even mid-load")
  func releasesSubjectsScreen() async throws {
    // Given: the list is still loading.
    navigation.pushViewController(Feature.makeSubjectsScreen(repository: repository))
    await settle()
    #expect(!service.pending.isEmpty)
    let module = ModuleReferences.subjects(navigation.topViewController)
    #expect(module.alive == ["view controller", "presenter", "interactor", "router"])

    // When
    try navigation.goBack()
    await settle()
    service.releaseAll()
    await settle()

    // Then
    #expect(module.alive == [])
  }

  @Test("L3 a practice screen and all it made are released")
  func releasesPracticeScreen() async throws {
    // Given
    try await openLoadedSubjects()
    try navigation.topViewController?.selectRow("Math")
    await settle()
    let module = ModuleReferences.practice(navigation.topViewController)
    #expect(module.alive == ["view controller", "presenter", "interactor"])

    // When
    try navigation.goBack()
    await settle()
    service.releaseAll()
    await settle()

    // Then
    #expect(module.alive == [])
  }

  @Test("L4 All subjects and all it made are released, even mid-switch")
  func releasesAllSubjectsScreen() async throws {
    // Given: a switch is waiting for the service.
    try await openLoadedSubjects()
    try navigation.topViewController?.selectRow("More")
    try navigation.topViewController?.selectRow("Physics")
    await settle()
    #expect(service.pending.map(\.description) == ["switch 2 on"])
    let module = ModuleReferences.allSubjects(navigation.topViewController)
    #expect(module.alive == ["view controller", "presenter", "interactor"])

    // When
    try navigation.goBack()
    await settle()

    // Then
    #expect(module.alive == [])
    service.releaseAll()
    await settle()
  }

  private var repository: SubjectRepository {
    SubjectRepository(people: service, subjects: service)
  }

  private func openLoadedSubjects() async throws {
    navigation.pushViewController(Feature.makeSubjectsScreen(repository: repository))
    await settle()
    service.releaseAll()
    await settle()
    #expect(
      navigation.topViewController?.snapshot.rows.map(\.title) == ["Math", "History", "More"])
  }
}

/// Weak references to the role objects of one module, found from its view controller.
@MainActor
final class ModuleReferences {
  private weak var viewController: AnyObject?
  private weak var presenter: AnyObject?
  private weak var interactor: AnyObject?
  private weak var router: AnyObject?

  private init(
    viewController: AnyObject?, presenter: AnyObject?, interactor: AnyObject?,
    router: AnyObject? = nil
  ) {
    self.viewController = viewController
    self.presenter = presenter
    self.interactor = interactor
    self.router = router
  }

  /// The roles still alive, by name, in the order the module is built around the view.
  var alive: [String] {
    [
      ("view controller", viewController), ("presenter", presenter), ("interactor", interactor),
      ("router", router),
    ].filter { $0.1 != nil }.map(\.0)
  }

  static func greeting(_ screen: ViewController?) -> ModuleReferences {
    let view = screen as? GreetingViewController
    let presenter = view?.eventHandler as? GreetingPresenter
    return ModuleReferences(
      viewController: view, presenter: presenter,
      interactor: presenter?.interactor as? GreetingInteractor)
  }

  static func subjects(_ screen: ViewController?) -> ModuleReferences {
    let view = screen as? SubjectsViewController
    let presenter = view?.eventHandler as? SubjectsPresenter
    return ModuleReferences(
      viewController: view, presenter: presenter,
      interactor: presenter?.interactor as? SubjectsInteractor,
      router: presenter?.router as? SubjectsRouter)
  }

  static func practice(_ screen: ViewController?) -> ModuleReferences {
    let view = screen as? PracticeViewController
    let presenter = view?.eventHandler as? PracticePresenter
    return ModuleReferences(
      viewController: view, presenter: presenter,
      interactor: presenter?.interactor as? PracticeInteractor)
  }

  static func allSubjects(_ screen: ViewController?) -> ModuleReferences {
    let view = screen as? AllSubjectsViewController
    let presenter = view?.eventHandler as? AllSubjectsPresenter
    return ModuleReferences(
      viewController: view, presenter: presenter,
      interactor: presenter?.interactor as? AllSubjectsInteractor)
  }
}
