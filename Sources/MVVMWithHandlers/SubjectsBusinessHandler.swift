import Model
import ViewKit

@MainActor
protocol SubjectsBusinessProtocol: AnyObject {
  func viewWillAppear()
  func viewDidDisappear(isLeaving: Bool)
  func retryTapped()
  func rowSelected(at row: Int)
}

/// MVVM with handlers' business handler for the subject list: it decides when to load and stop, and
/// where a row leads, and pushes that screen.
@MainActor
final class SubjectsBusinessHandler: SubjectsBusinessProtocol {
  weak var context: SubjectsContext?
  /// The screen it navigates from, held weakly: it owns the context, which owns this handler.
  weak var controller: ViewController?

  // MARK: SubjectsBusinessProtocol

  func viewWillAppear() {
    context?.dataHandler.load()
  }

  func viewDidDisappear(isLeaving: Bool) {
    // Leaving for good, the load is for nobody; a list only covered reloads when it reappears.
    if isLeaving { context?.dataHandler.cancelLoad() }
  }

  func retryTapped() {
    context?.dataHandler.load()
  }

  func rowSelected(at row: Int) {
    guard let data = context?.dataHandler, let curriculum = data.curriculum else { return }
    let open = curriculum.openSubjects
    guard (0...open.count).contains(row) else { return }
    if row < open.count {
      push(PracticeViewController(subject: open[row]))
    } else {
      push(AllSubjectsViewController(curriculum: curriculum, repository: data.repository))
    }
  }

  // MARK: Helpers

  private func push(_ screen: ViewController) {
    controller?.navigationController?.pushViewController(screen)
  }
}
