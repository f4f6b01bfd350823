import Testing
import ViewKit

@testable import VIPER

/// The subject-list view alone, with a spy for its event handler: it forwards what happened and
/// shows the title and display model it is given, and decides nothing.
@MainActor
@Suite("VIPER SubjectsViewController")
struct SubjectsViewControllerTests {
  let eventHandler = SubjectsEventHandlerSpy()
  let view: SubjectsViewController

  init() {
    view = SubjectsViewController(eventHandler: eventHandler)
  }

  @Test("A title and a display model become title, spinner, message, rows and Retry")
  func displayShowsTheModel() {
    // Given
    view.loadViewIfNeeded()

    // When
    view.display(title: "Subjects")
    view.display(
      SubjectsDisplayModel(
        isLoading: true, message: "Oops", rows: rows("Math", "More"), showsRetry: true))

    // Then
    #expect(
      view.snapshot
        == ScreenSnapshot(
          title: "Subjects", isLoading: true, labels: ["Oops"], buttons: [.init(title: "Retry")],
          rows: [.init(title: "Math"), .init(title: "More")]))
  }

  @Test("Loading, appearing, tapping Retry, selecting a row and disappearing are forwarded")
  func eventsAreForwarded() throws {
    // Given
    view.loadViewIfNeeded()
    view.display(SubjectsDisplayModel(rows: rows("Math", "More"), showsRetry: true))
    #expect(eventHandler.takeEvents() == [.viewDidLoad])

    // When
    view.viewWillAppear()
    try view.tap("Retry")
    try view.selectRow("More")
    view.viewDidDisappear()

    // Then
    #expect(
      eventHandler.takeEvents() == [
        .viewWillAppear, .retryTapped, .rowSelected(1), .viewDidDisappear(isLeaving: false),
      ])
  }
}
