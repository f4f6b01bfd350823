import Model
import ViewKit

/// What the subject list's business handler hears: the screen's lifecycle, from the view
/// controller, and what the user did, from the view.
@MainActor
protocol SubjectsBusinessProtocol: AnyObject {
  func viewWillAppear()
  func viewDidDisappear(isLeaving: Bool)
  func retryTapped()
  func rowSelected(at row: Int)
}

/// MVVM with handlers' business handler for the subject list: it decides when to load and when
/// to stop, asking the data handler through the context, and where a row leads. It makes the
/// next screen and pushes it from its view controller.
@MainActor
final class SubjectsBusinessHandler: SubjectsBusinessProtocol {
  /// The handler holds its context weakly: the context owns the handler.
  weak var context: SubjectsContext?
  /// The screen it navigates from, held weakly, as in the article: the view controller owns
  /// the context, which owns this handler.
  weak var controller: ViewController?

  // MARK: SubjectsBusinessProtocol

  func viewWillAppear() {
    context?.dataHandler.load()
  }

  func viewDidDisappear(isLeaving: Bool) {
    // Leaving for good: whatever is still loading is for nobody. Covered by a pushed screen,
    // the list stays and reloads when it appears again.
    if isLeaving { context?.dataHandler.cancelLoad() }
  }

  func retryTapped() {
    context?.dataHandler.load()
  }

  func rowSelected(at row: Int) {
    guard let data = context?.dataHandler, let curriculum = data.curriculum else { return }
    let open = curriculum.openSubjects
    // The rows are the open subjects, then More: any other index is no row, and does nothing.
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
