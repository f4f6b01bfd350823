import Model
import Testing

@testable import VIPER

/// The practice interactor alone, with an output spy.
@MainActor
@Suite("VIPER PracticeInteractor")
struct PracticeInteractorTests {
  @Test("It answers with the subject the module was built for")
  func providesItsSubject() {
    // Given
    let history = Subject(id: 3, name: "History", phases: [.high])
    let output = PracticeInteractorOutputSpy()
    let interactor = PracticeInteractor(subject: history)
    interactor.output = output

    // When
    interactor.provideSubject()

    // Then
    #expect(output.received == [history])
  }
}
