import Observation
import Testing
import ViewKit

/// A view updates itself from the observable values it reads, as UIKit 26's `UIView` does:
/// the toolkit runs its `updateProperties()` once it is in a loaded screen, and again after each
/// change to what it read, holding it weakly. The updates after a change run on the main loop,
/// so each test opens the serial scope and settles it.
@MainActor
@Suite("Views' updateProperties")
struct ViewPropertiesTests {
  @Observable
  @MainActor
  final class Counter {
    var value = 0
  }

  /// A view that shows a counter's value in its label and counts its updates.
  final class CounterView: View {
    let counter: Counter
    let label = Label()
    var updates = 0

    init(counter: Counter) {
      self.counter = counter
      super.init()
      addSubview(label)
    }

    override func updateProperties() {
      updates += 1
      label.text = "\(counter.value)"
    }
  }

  /// A screen whose view holds the counter view, from `viewDidLoad()` on.
  final class CounterScreen: ViewController {
    let counterView: CounterView
    var log: [String] = []

    init(counterView: CounterView) {
      self.counterView = counterView
      super.init()
    }

    override func viewDidLoad() {
      view.addSubview(counterView)
      log.append("viewDidLoad")
    }

    override func updateProperties() {
      log.append("controller updateProperties (view updated \(counterView.updates) times)")
    }
  }

  @Test("A view in a loaded screen updates once, then after each change to what it read")
  func viewUpdatesWhenWhatItReadChanges() async {
    await MainLoop.withSerialExecution {
      // Given
      let counter = Counter()
      let screen = CounterScreen(counterView: CounterView(counter: counter))

      // Then: nothing before the screen loads
      #expect(screen.counterView.updates == 0)

      // When
      screen.loadViewIfNeeded()

      // Then: once, after viewDidLoad and the controller's own update
      #expect(
        screen.log == ["viewDidLoad", "controller updateProperties (view updated 0 times)"])
      #expect(screen.counterView.updates == 1)
      #expect(screen.snapshot.labels == ["0"])

      // When
      counter.value = 1
      await MainLoop.settle()
      counter.value = 2
      await MainLoop.settle()

      // Then
      #expect(screen.counterView.updates == 3)
      #expect(screen.snapshot.labels == ["2"])
    }
  }

  @Test("A view added to a loaded screen updates from when it is added; one outside none")
  func viewAddedLaterUpdatesFromThen() async {
    await MainLoop.withSerialExecution {
      // Given: a loaded screen, and a view in no screen
      let counter = Counter()
      let screen = ViewController()
      screen.loadViewIfNeeded()
      let outside = CounterView(counter: counter)
      let added = CounterView(counter: counter)

      // When
      screen.view.addSubview(added)

      // Then
      #expect(added.updates == 1)

      // When
      counter.value = 1
      await MainLoop.settle()

      // Then
      #expect(added.updates == 2)
      #expect(added.label.text == "1")
      #expect(outside.updates == 0)
    }
  }

  @Test("Tracking holds the view weakly: a view its screen let go is released")
  func trackingReleasesTheView() async {
    await MainLoop.withSerialExecution {
      // Given: a loaded screen whose view reads the counter
      let counter = Counter()
      weak var released: CounterView?
      do {
        let screen = CounterScreen(counterView: CounterView(counter: counter))
        screen.loadViewIfNeeded()
        released = screen.counterView
      }

      // When
      counter.value = 1
      await MainLoop.settle()

      // Then
      #expect(released == nil)
    }
  }
}
