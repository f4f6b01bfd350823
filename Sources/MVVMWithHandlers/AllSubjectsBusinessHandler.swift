import Model

/// What All subjects' business handler hears from the view: which row was selected.
@MainActor
protocol AllSubjectsBusinessProtocol: AnyObject {
  func rowSelected(at row: Int)
}

/// MVVM with handlers' business handler for switching subjects: it decides which subject a row
/// stands for and asks the data handler, through the context, to switch it. Nothing here
/// navigates, so it holds no view controller.
@MainActor
final class AllSubjectsBusinessHandler: AllSubjectsBusinessProtocol {
  /// The handler holds its context weakly: the context owns the handler.
  weak var context: AllSubjectsContext?

  // MARK: AllSubjectsBusinessProtocol

  func rowSelected(at row: Int) {
    guard let data = context?.dataHandler else { return }
    let offered = data.curriculum.offered
    // The rows are the offered subjects: any other index is no row, and does nothing.
    guard offered.indices.contains(row) else { return }
    data.switchSubject(offered[row])
  }
}
