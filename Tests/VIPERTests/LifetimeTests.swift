import Model
import ServiceDoubles
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
    navigation.pushViewController(Feature.makeSubjectsScreen(repository: service.repository))
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

  private func openLoadedSubjects() async throws {
    navigation.pushViewController(Feature.makeSubjectsScreen(repository: service.repository))
    await settle()
    service.releaseAll()
    await settle()
    #expect(
      navigation.topViewController?.snapshot.rows.map(\.title) == ["Math", "History", "More"])
  }
}

/// Watches the role objects of one module, found from its view controller.
@MainActor
enum ModuleReferences {
  static func greeting(_ screen: ViewController?) -> ReleaseWatch {
    let view = screen as? GreetingViewController
    let presenter = view?.eventHandler as? GreetingPresenter
    return watch(view, presenter, presenter?.interactor as? GreetingInteractor)
  }

  static func subjects(_ screen: ViewController?) -> ReleaseWatch {
    let view = screen as? SubjectsViewController
    let presenter = view?.eventHandler as? SubjectsPresenter
    return watch(
      view, presenter, presenter?.interactor as? SubjectsInteractor,
      router: presenter?.router as? SubjectsRouter)
  }

  static func practice(_ screen: ViewController?) -> ReleaseWatch {
    let view = screen as? PracticeViewController
    let presenter = view?.eventHandler as? PracticePresenter
    return watch(view, presenter, presenter?.interactor as? PracticeInteractor)
  }

  static func allSubjects(_ screen: ViewController?) -> ReleaseWatch {
    let view = screen as? AllSubjectsViewController
    let presenter = view?.eventHandler as? AllSubjectsPresenter
    return watch(view, presenter, presenter?.interactor as? AllSubjectsInteractor)
  }

  /// In the order the module is built around the view.
  private static func watch(
    _ view: AnyObject?, _ presenter: AnyObject?, _ interactor: AnyObject?,
    router: AnyObject? = nil
  ) -> ReleaseWatch {
    let watch = ReleaseWatch()
    watch.watch(view, as: "view controller")
    watch.watch(presenter, as: "presenter")
    watch.watch(interactor, as: "interactor")
    if let router { watch.watch(router, as: "router") }
    return watch
  }
}
