import Testing
import Tracing
import ViewKit

/// A flow is read from the call stack: an arrow names the role whose code really made the
/// call. The roles here are this test module's own small types.
@MainActor
@Suite("Flows recorded from the call stack")
struct RecordedFlowTests {
  /// This module's types, by the role each plays.
  static let roles = RoleMap().adding(
    [
      .init("Presenter", Role("Presenter")), .init("Router", Role("Router")),
      .init("ViewController", .viewController),
    ], in: "TracingTests")

  @Test("a call is drawn from the role that made it")
  func drawsTheRealCaller() async {
    // Given
    let screen = NameViewController()
    let presenter = NamePresenter(screen: screen)

    // When
    let hops = await Trace.recording(roles: Self.roles) {
      presenter.nameChanged()
    }

    // Then
    #expect(hops.map(\.description) == ["Presenter -> ViewController: showName(_:)"])
  }

  @Test("a call from an unexpected caller is drawn from that caller, not the expected one")
  func anArrowCannotLie() async {
    // Given
    let screen = NameViewController()
    let router = NameRouter(screen: screen)

    // When
    let hops = await Trace.recording(roles: Self.roles) {
      router.routeWithAName()
    }

    // Then
    #expect(hops.map(\.description) == ["Router -> ViewController: showName(_:)"])
  }

  @Test("calls into one role are drawn once however many seams fire inside")
  func oneCallIsOneArrow() async {
    // Given
    let screen = NameViewController()
    let presenter = NamePresenter(screen: screen)

    // When
    let hops = await Trace.recording(roles: Self.roles) {
      presenter.nameAndTitleChanged()
    }

    // Then
    #expect(
      hops.map(\.description) == [
        "Presenter -> ViewController: showName(_:)", "Presenter -> ViewController: showTitle()",
      ])
  }

  @Test("a task names the call that started it, marked as derived, when one caller is declared")
  func aTaskNamesTheCallThatStartedIt() async {
    // Given
    let screen = NameViewController()
    let interactor = NameInteractor(screen: screen)
    let interactors = Self.roles.adding(
      [.init("Interactor", Role("Interactor"))], in: "TracingTests")
    let oneCaller = interactors.adding(
      calls: [(Role("Presenter"), Role("Interactor"))], in: "TracingTests")
    let twoCallers = oneCaller.adding(
      calls: [(Role("Router"), Role("Interactor"))], in: "TracingTests")

    let tapped = { @MainActor (roles: RoleMap) in
      await Trace.recording(roles: roles) {
        Trace.toolkitCall("tap", from: .user, to: .viewController)
        await interactor.load().value
      }
    }

    // When
    let declared = await tapped(oneCaller)
    let ambiguous = await tapped(twoCallers)
    let undeclared = await tapped(interactors)
    let resumed = await Trace.recording(roles: oneCaller) { await interactor.load().value }

    // Then
    let tap = "User -> ViewController: tap"
    let read = "Interactor -> ViewController: showName(_:)"
    #expect(declared.map(\.description) == [tap, "Presenter -> Interactor: load() *", read])
    #expect(declared.dropFirst().first?.isDerived == true)
    #expect(ambiguous.map(\.description) == [tap, read])
    #expect(undeclared.map(\.description) == [tap, read])
    // With no user action or lifecycle event before it, the task is taken as one resuming.
    #expect(resumed.map(\.description) == [read])
  }

  @Test("a recording holds the hops of its own tasks only")
  func recordingKeepsOtherTasksOut() async {
    // Given
    let screen = NameViewController()
    let presenter = NamePresenter(screen: screen)

    // When
    let hops = await Trace.recording(roles: Self.roles) {
      await Task.detached { @MainActor in presenter.nameChanged() }.value
    }

    // Then
    #expect(hops.isEmpty)
  }
}

/// A screen whose methods change what a label shows: the seam a flow reads the stack at.
private final class NameViewController: ViewController {
  let label = Label()

  func showName(_ name: String) {
    label.text = name
  }

  func showTitle() {
    title = "Name"
  }
}

private final class NamePresenter {
  let screen: NameViewController

  init(screen: NameViewController) {
    self.screen = screen
  }

  @MainActor func nameChanged() {
    screen.showName("Ada")
  }

  @MainActor func nameAndTitleChanged() {
    screen.showName("Ada")
    screen.showTitle()
  }
}

/// Starts a task that shows a name: the call that started it returned before the task ran.
private final class NameInteractor {
  let screen: NameViewController

  init(screen: NameViewController) {
    self.screen = screen
  }

  @MainActor func load() -> Task<Void, Never> {
    Task { [screen] in screen.showName("Ada") }
  }
}

/// Calls the screen a presenter would: a declared hop ("the presenter called me") would
/// draw this call from the presenter.
private final class NameRouter {
  let screen: NameViewController

  init(screen: NameViewController) {
    self.screen = screen
  }

  @MainActor func routeWithAName() {
    screen.showName("Grace")
  }
}
