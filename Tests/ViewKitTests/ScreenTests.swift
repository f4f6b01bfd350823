import Testing
import ViewKit

/// Snapshots, text rendering and user actions: what tests and the runner read and do.
@MainActor
@Suite("Screens")
struct ScreenTests {
  /// A screen with one of each kind of view; the button counts its taps.
  final class SampleScreen: ViewController, ListViewDataSource, ListViewDelegate {
    let label = Label(text: "Hello")
    let hiddenLabel = Label(text: "Hidden")
    let spinner = ActivityIndicator()
    let button = Button(title: "Go")
    let list = ListView()
    var taps = 0
    var selected: [Int] = []

    override func viewDidLoad() {
      title = "Sample"
      hiddenLabel.isHidden = true
      for view in [label, hiddenLabel, spinner, list, button] as [View] {
        self.view.addSubview(view)
      }
      button.addAction { [weak self] in self?.taps += 1 }
      list.dataSource = self
      list.delegate = self
      list.reloadData()
    }

    func numberOfRows(in listView: ListView) -> Int { 2 }
    func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell {
      ListCell(title: ["Math", "Physics"][row], isChecked: row == 1)
    }
    func listView(_ listView: ListView, didSelectRowAt row: Int) { selected.append(row) }
  }

  @Test("A snapshot lists what is visible, in view order")
  func snapshotReadsTheViewTree() {
    let screen = SampleScreen()
    screen.spinner.startAnimating()
    #expect(
      screen.snapshot
        == ScreenSnapshot(
          title: "Sample", isLoading: true, labels: ["Hello"], buttons: [.init(title: "Go")],
          rows: [.init(title: "Math"), .init(title: "Physics", isChecked: true)]))
  }

  @Test("Tapping and selecting reach the screen; missing and disabled targets are named")
  func userActions() throws {
    let screen = SampleScreen()
    try screen.tap("Go")
    try screen.selectRow("Physics")
    #expect(screen.taps == 1)
    #expect(screen.selected == [1])

    #expect(throws: UserActionError.noSuchButton("Stop", screen: "Sample", available: ["Go"])) {
      try screen.tap("Stop")
    }
    #expect(
      UserActionError.noSuchRow("Art", screen: "Sample", available: ["Math", "Physics"])
        .description == #"no row "Art" on Sample (rows: "Math", "Physics")"#)
    screen.button.isEnabled = false
    #expect(throws: UserActionError.buttonDisabled("Go", screen: "Sample")) { try screen.tap("Go") }
    screen.button.isHidden = true
    #expect(throws: UserActionError.noSuchButton("Go", screen: "Sample", available: [])) {
      try screen.tap("Go")
    }
    #expect(screen.taps == 1)
  }

  @Test("Text rendering draws a box of the asked width and wraps long lines")
  func rendering() {
    let snapshot = ScreenSnapshot(
      title: "Subjects", isLoading: true,
      labels: ["Couldn't load subjects: Network unreachable"],
      buttons: [.init(title: "Retry"), .init(title: "Later", isEnabled: false)],
      rows: [.init(title: "Math"), .init(title: "Physics", isChecked: true)])
    #expect(
      snapshot.renderedLines(width: 24) == [
        "┌──────────────────────┐",
        "│ Subjects             │",
        "├──────────────────────┤",
        "│ ◌ Loading…           │",
        "│ Couldn't load        │",
        "│ subjects: Network    │",
        "│ unreachable          │",
        "│ • Math               │",
        "│ ✓ Physics            │",
        "│ [ Retry ]            │",
        "│ ( Later )            │",
        "└──────────────────────┘",
      ])
    #expect(snapshot.renderedLines(width: 24).allSatisfy { $0.count == 24 })
  }

  @Test("A word longer than the box is cut across lines, never past the border")
  func longWords() {
    let lines = ScreenSnapshot(title: "Supercalifragilistic").renderedLines(width: 12)
    #expect(lines.allSatisfy { $0.count == 12 })
    #expect(lines[1] == "│ Supercal │")
    #expect(lines[2] == "│ ifragili │")
  }
}
