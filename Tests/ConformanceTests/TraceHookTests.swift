import ShowcaseCore
import TestSupport
import Testing
import Tracing

/// Checks the trace hooks of every variant on a real run: open the subject list, answer every
/// request. The hops each pattern marks between its own roles must appear in the order the
/// pattern makes them. The recording is scoped to the tasks the run starts, so conformance
/// tests running at the same time add nothing to it.
@MainActor
@Suite("Trace hooks", .serialMainLoop)
struct TraceHookTests {
  @Test(
    "Opening the subject list traces the pattern's chain of calls", arguments: Variant.underTest)
  func loadIsTracedThroughThePatternsRoles(variant: Variant) async throws {
    // Given
    let session = Session(variant: variant)
    let expected = try #require(Self.loadChains[variant.id])

    // When
    let hops = await Trace.recording {
      await session.openSubjects()
      await session.releaseAll()
    }

    // Then
    let trace = hops.map(\.description)
    #expect(
      Self.firstMissing(expected, in: trace) == nil,
      "\(variant.name) trace:\n\(trace.joined(separator: "\n"))")
  }

  @Test("MVC's controller talks only to the model and the toolkit: no hooks of its own")
  func mvcHasNoHopsBetweenItsOwnRoles() async throws {
    // Given
    let session = Session(variant: try #require(Variant.named("mvc")))
    let outsideTheController: Set<Role> = [.user, .navigation, .viewController, .service]

    // When
    let hops = await Trace.recording {
      await session.openSubjects()
      await session.releaseAll()
    }

    // Then
    #expect(!hops.isEmpty)
    #expect(hops.filter { !outsideTheController.isSuperset(of: [$0.from, $0.to]) } == [])
  }

  @Test("A recording holds the hops of its own tasks only")
  func recordingKeepsOtherTasksOut() async {
    // When
    let hops = await Trace.recording {
      Trace.hop(.user, .viewController, "inside")
      await Task { Trace.hop(.viewController, .service, "child task") }.value
      await Task.detached { Trace.hop(.user, .navigation, "detached") }.value
    }

    // Then
    #expect(
      hops.map(\.description) == [
        "User -> ViewController: inside", "ViewController -> Service: child task",
      ])
  }

  /// For each variant, hops that must appear in this order, with any others between them.
  static let loadChains: [String: [String]] = [
    "mvc": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> Service: allSubjects()",
      "Service --> ViewController: 7 records",
    ],
    "mvp": [
      "ViewController -> Presenter: viewDidLoad()",
      "Presenter -> ViewController: show(title:)",
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> Presenter: viewWillAppear()",
      "Presenter -> ViewController: showLoading(_:)",
      "Presenter -> Service: allSubjects()",
      "Service --> Presenter: 7 records",
      "Presenter -> ViewController: showLoading(_:)",
      "Presenter -> ViewController: showMessage(_:)",
      "Presenter -> ViewController: show(rows:)",
    ],
    "mvvm": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> ViewModel: viewWillAppear()",
      "ViewModel -> Service: allSubjects()",
      "Service --> ViewModel: 7 records",
      "ViewModel --> ViewController: observed change: render()",
    ],
    "viper": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> Presenter: viewWillAppear()",
      "Presenter -> ViewController: display(_:)",
      "Presenter -> Interactor: loadCurriculum()",
      "Interactor -> Service: allSubjects()",
      "Service --> Interactor: 7 records",
      "Interactor -> Presenter: curriculumLoaded(_:)",
      "Presenter -> ViewController: display(_:)",
    ],
    "mvvm-without-binding": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> View: update(with:)",
      "ViewController -> DataController: requestSubjects(completion:)",
      "DataController -> Service: allSubjects()",
      "Service --> DataController: 7 records",
      "DataController -> ViewController: subjectsRequestFinished(_:)",
      "ViewController -> View: update(with:)",
    ],
    "redux": [
      "Navigation -> ViewController: viewWillAppear (Subjects)",
      "ViewController -> Store: send(viewWillAppear)",
      "Store -> Reducer: reduce(viewWillAppear)",
      "Store -> ViewController: render(_:)",
      "Store -> Effect: run(load)",
      "Effect -> Service: allSubjects()",
      "Service --> Effect: 7 records",
      "Effect --> Store: curriculumLoaded",
      "Store -> Reducer: reduce(curriculumLoaded)",
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
