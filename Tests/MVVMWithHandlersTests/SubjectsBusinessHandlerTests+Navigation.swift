import Model
import ServiceDoubles
import TestSupport
import Testing
import ViewKit

@testable import MVVMWithHandlers

/// Where a row of the subject list leads is its business handler's decision too, and the
/// business handler makes the next screen and pushes it from the view controller it holds. So
/// these tests give it a plain view controller on a navigation stack, let the list load, send
/// the selection as the view does, and read the screen pushed. They alone need the toolkit, so
/// they are kept in this file.
extension SubjectsBusinessHandlerTests {
  @Test("P1 selecting a subject opens Practice")
  func selectingSubjectOpensPractice() async throws {
    // Given
    let list = await loadedSubjectsOnScreen()

    // When
    list.context.businessHandler.rowSelected(at: 1)

    // Then: the business handler pushes History's practice, which it made...
    let practice = try #require(list.navigation.topViewController as? PracticeViewController)
    #expect(practice.snapshot == ScreenSnapshot(title: "History", labels: ["Practice History"]))

    // When
    try list.navigation.goBack()

    // Then: ...and going back returns to the list.
    #expect(list.navigation.topViewController === list.controller)
  }

  @Test("A1 More opens All subjects with checkmarks")
  func moreOpensAllSubjectsWithCheckmarks() async throws {
    // Given
    let list = await loadedSubjectsOnScreen()

    // When
    list.context.businessHandler.rowSelected(at: 2)

    // Then: the business handler pushes All subjects, which it made with what the list loaded.
    let allSubjects = try #require(
      list.navigation.topViewController as? AllSubjectsViewController)
    #expect(
      allSubjects.snapshot
        == ScreenSnapshot(
          title: "All subjects",
          rows: [
            .init(title: "Math", isChecked: true), .init(title: "Physics"),
            .init(title: "History", isChecked: true),
          ]))
  }

  @Test("A4 going back from All subjects shows the new open list")
  func backFromAllSubjectsShowsNewOpenList() async throws {
    // Given: loaded, then covered by All subjects, which More opened, where Physics is
    // switched on
    let list = await loadedSubjectsOnScreen()
    list.context.businessHandler.rowSelected(at: 2)
    list.context.businessHandler.viewDidDisappear(isLeaving: false)
    let allSubjects = try #require(
      list.navigation.topViewController as? AllSubjectsViewController)
    allSubjects.context.businessHandler.rowSelected(at: 1)
    await settle()
    try service.release(.setStatus)
    await settle()

    // When: All subjects is popped and the list appears again
    try list.navigation.goBack()
    list.context.businessHandler.viewWillAppear()
    await settle()

    // Then
    #expect(
      list.context.viewModel.state
        == .init(isLoading: true, rows: rows("Math", "History", "More")))

    // When
    service.releaseAll()
    await settle()

    // Then
    #expect(
      list.context.viewModel.state == .init(rows: rows("Math", "Physics", "History", "More")))
  }

  @Test("Selecting a row that is not there does nothing")
  func selectingMissingRowDoesNothing() async {
    // Given
    let list = await loadedSubjectsOnScreen()

    // When: the rows are Math, History and More
    list.context.businessHandler.rowSelected(at: 3)
    list.context.businessHandler.rowSelected(at: -1)

    // Then
    #expect(list.navigation.topViewController === list.controller)
  }

  // MARK: Helpers

  /// The list loaded with every answer in, its business handler pushing from a plain view
  /// controller on screen: any view controller on a stack will do.
  private func loadedSubjectsOnScreen() async -> (
    context: SubjectsContext, controller: ViewController, navigation: NavigationController
  ) {
    let controller = ViewController()
    let businessHandler = SubjectsBusinessHandler()
    businessHandler.controller = controller
    let navigation = pushOnScreen(controller)
    let context = await loadedSubjects(businessHandler: businessHandler)
    return (context, controller, navigation)
  }
}
