import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithHandlers

/// Where a row of the subject list leads is its business handler's decision, and the business
/// handler makes the next screen and pushes it from the view controller it holds. So these
/// tests give it a plain view controller on a navigation stack, let the data handler load, send
/// the selection as the view does, and read the screen pushed.
@MainActor
@Suite("MVVMWithHandlers SubjectsBusinessHandler", .serialMainLoop)
struct SubjectsBusinessHandlerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let context: SubjectsContext
  /// The screen the business handler pushes from: any view controller on a stack will do.
  let controller = ViewController()

  init() {
    let businessHandler = SubjectsBusinessHandler()
    context = SubjectsContext(
      dataHandler: SubjectsDataHandler(repository: service.repository),
      businessHandler: businessHandler)
    businessHandler.controller = controller
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async throws {
    // Given
    let navigation = await loadedSubjects()

    // When
    context.businessHandler.rowSelected(at: 1)

    // Then: the business handler pushes History's practice, which it made...
    let practice = try #require(navigation.topViewController as? PracticeViewController)
    #expect(practice.snapshot == ScreenSnapshot(title: "History", labels: ["Practice History"]))

    // When
    try navigation.goBack()

    // Then: ...and going back returns to the list.
    #expect(navigation.topViewController === controller)
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() async throws {
    // Given
    let navigation = await loadedSubjects()

    // When
    context.businessHandler.rowSelected(at: 2)

    // Then: the business handler pushes All subjects, which it made with what the list loaded.
    let allSubjects = try #require(navigation.topViewController as? AllSubjectsViewController)
    #expect(
      allSubjects.snapshot
        == ScreenSnapshot(
          title: "All subjects",
          rows: [
            .init(title: "Math", isChecked: true), .init(title: "Physics"),
            .init(title: "History", isChecked: true),
          ]))
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let navigation = await loadedSubjects()

    // When: the rows are Math, History and More
    context.businessHandler.rowSelected(at: 3)
    context.businessHandler.rowSelected(at: -1)

    // Then
    #expect(navigation.topViewController === controller)
  }

  // MARK: Helpers

  /// The controller on screen, and the list loaded with every answer in.
  private func loadedSubjects() async -> NavigationController {
    let navigation = pushOnScreen(controller)
    context.dataHandler.load()
    await settle()
    service.releaseAll()
    await settle()
    return navigation
  }
}
