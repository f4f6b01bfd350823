import Model

@MainActor
protocol AllSubjectsBusinessProtocol: AnyObject {
  func rowSelected(at row: Int)
}

/// MVVM with handlers' business handler for switching subjects: a selected row becomes a switch.
@MainActor
final class AllSubjectsBusinessHandler: AllSubjectsBusinessProtocol {
  weak var context: AllSubjectsContext?

  // MARK: AllSubjectsBusinessProtocol

  func rowSelected(at row: Int) {
    guard let data = context?.dataHandler else { return }
    let offered = data.curriculum.offered
    guard offered.indices.contains(row) else { return }
    data.switchSubject(offered[row])
  }
}
