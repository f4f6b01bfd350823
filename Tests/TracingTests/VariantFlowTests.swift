import ShowcaseCore
import TestSupport
import Testing
import Tracing

/// Every variant's flow for opening the subject list, recorded from a real run: the arrows
/// between the pattern's own roles appear, in the order the pattern makes the calls. The
/// recording is scoped to the tasks the run starts, so tests running at the same time add
/// nothing to it.
@MainActor
@Suite("Each variant's flow", .serialMainLoop)
struct VariantFlowTests {
  @Test(
    "Opening the subject list draws the pattern's chain of calls",
    .enabled(if: Trace.readsTaskFrames, "needs the backtracer's branch: Linux, or macOS 26"),
    arguments: Variant.all)
  func loadIsDrawnThroughThePatternsRoles(variant: Variant) async throws {
    // Given
    let session = Session(variant: variant)
    let expected = try #require(Self.loadChains[variant.id])

    // When
    let hops = await Trace.recording(roles: Variant.roleMap(of: [variant])) {
      await session.openSubjects()
      await session.releaseAll()
    }
    await session.end()

    // Then
    let trace = hops.map(\.description)
    #expect(
      Self.firstMissing(expected, in: trace) == nil,
      "\(variant.name) trace:\n\(trace.joined(separator: "\n"))")
  }

  @Test("MVC's controller talks only to the toolkit and the Model: no arrows of its own")
  func mvcHasNoHopsBetweenItsOwnRoles() async throws {
    // Given
    let variant = try #require(Variant.named("mvc"))
    let session = Session(variant: variant)
    let outsideTheController: Set<Role> = [.user, .navigation, .viewController, .model, .service]

    // When
    let hops = await Trace.recording(roles: Variant.roleMap(of: [variant])) {
      await session.openSubjects()
      await session.releaseAll()
    }
    await session.end()

    // Then
    #expect(!hops.isEmpty)
    #expect(hops.filter { !outsideTheController.isSuperset(of: [$0.from, $0.to]) } == [])
  }

  /// For each variant, hops that must appear in this order, with any others between them.
  static let loadChains: [String: [String]] = [
    "mvc": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> Model: curriculum()",
      "Model -> Service: allSubjects()",
      "Service --> Model: 7 records",
    ],
    "mvp": [
      "ViewController -> Presenter: viewDidLoad()",
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> Presenter: viewWillAppear()",
      "Presenter -> ViewController: showLoading(_:)",
      "Presenter -> Model: curriculum()",
      "Model -> Service: allSubjects()",
      "Service --> Model: 7 records",
      "Presenter -> ViewController: showLoading(_:)",
      "Presenter -> ViewController: show(rows:)",
    ],
    "mvvm": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> ViewModel: viewWillAppear()",
      "ViewModel --> ViewController: observed change: updateProperties()",
      "ViewModel -> Model: curriculum()",
      "Model -> Service: allSubjects()",
      "Service --> Model: 7 records",
      "ViewModel --> ViewController: observed change: updateProperties()",
    ],
    "mvvm-without-binding": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> View: update(with:)",
      "DataController -> Model: curriculum()",
      "Model -> Service: allSubjects()",
      "Service --> Model: 7 records",
      "DataController -> ViewController: loadFinished(_:)",
      "ViewController -> View: update(with:)",
    ],
    "mvvm-with-handlers": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> BusinessHandler: viewWillAppear()",
      "BusinessHandler -> DataHandler: load()",
      "DataHandler -> ViewModel: state (set)",
      "ViewModel --> View: observed change: updateProperties()",
      "DataHandler -> Model: curriculum()",
      "Model -> Service: allSubjects()",
      "Service --> Model: 7 records",
      "DataHandler -> ViewModel: state (set)",
      "ViewModel --> View: observed change: updateProperties()",
    ],
    "viper": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> Presenter: viewWillAppear()",
      "Presenter -> ViewController: display(_:)",
      "Interactor -> Model: curriculum()",
      "Model -> Service: allSubjects()",
      "Service --> Model: 7 records",
      "Interactor -> Presenter: curriculumLoaded(_:)",
      "Presenter -> ViewController: display(_:)",
    ],
    "tea": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> Store: send(_:)",
      "Store -> ViewController: render(_:)",
      "Store -> Effect: closure in load(_:)",
      "Effect -> Model: curriculum()",
      "Model -> Service: allSubjects()",
      "Service --> Model: 7 records",
      "Store -> ViewController: render(_:)",
    ],
  ]

  /// The first of `expected` that does not follow the ones before it in `trace`; `nil` when
  /// all of them appear, in order.
  static func firstMissing(_ expected: [String], in trace: [String]) -> String? {
    var rest = trace[...]
    for hop in expected {
      guard let index = rest.firstIndex(of: hop) else { return hop }
      rest = rest[(index + 1)...]
    }
    return nil
  }
}
