import Model
import Testing

@testable import VIPER

/// The practice presenter alone, with a view spy and an interactor stub.
@MainActor
@Suite("VIPER practice presenter")
struct PracticePresenterTests {
  @Test("When the view has loaded, it shows the subject as title and prompt")
  func showsTheSubjectToPractise() {
    // Given
    let view = PracticeViewSpy()
    let interactor = PracticeInteractorStub(
      subject: Subject(id: 3, name: "History", phases: [.high]))
    let presenter = PracticePresenter(interactor: interactor)
    presenter.view = view
    interactor.output = presenter

    // When
    presenter.viewDidLoad()

    // Then
    #expect(view.displayed == [PracticeDisplayModel(title: "History", prompt: "Practice History")])
  }
}
