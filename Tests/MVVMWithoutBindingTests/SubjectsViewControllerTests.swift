import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithoutBinding

/// Where a row of the subject list leads is its view controller's decision, and the view
/// controller pushes the next screen itself. So these tests put the controller on screen in a
/// navigation controller, let it load, call its delegate callback as its view does when a row
/// is selected, and read the screen it pushed.
@MainActor
@Suite("MVVMWithoutBinding SubjectsViewController", .serialMainLoop)
struct SubjectsViewControllerTests {
  /// Math, Physics and History in high school; Math and History open.
  let service = ControllableService(data: .fixture())
  let controller: SubjectsViewController

  init() {
    controller = SubjectsViewController(repository: service.repository)
  }

  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async throws {
    // Given
    let navigation = await loadedSubjects()

    // When
    controller.rowSelected(at: 1)

    // Then: the list's controller pushes History's practice, which it made...
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
    controller.rowSelected(at: 2)

    // Then: the list's controller pushes All subjects, which it made with what it loaded.
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
    controller.rowSelected(at: 3)
    controller.rowSelected(at: -1)

    // Then
    #expect(navigation.topViewController === controller)
  }

  // MARK: Helpers

  /// The controller on screen, with every answer in.
  private func loadedSubjects() async -> NavigationController {
    let navigation = pushOnScreen(controller)
    await settle()
    service.releaseAll()
    await settle()
    return navigation
  }
}
