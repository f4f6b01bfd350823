import Tracing

/// A vertical list of cells, like UIKit's `UITableView`: it asks its data source for cells and
/// tells its delegate which row was selected. Both are held weakly, as in UIKit.
public final class ListView: View {
  public weak var dataSource: (any ListViewDataSource)?
  public weak var delegate: (any ListViewDelegate)?
  /// The cells shown since the last `reloadData()`.
  public private(set) var cells: [ListCell] = []

  public override init() {
    super.init()
  }

  /// Asks the data source for every cell again.
  public func reloadData() {
    Trace.viewChanged()
    guard let dataSource else {
      cells = []
      return
    }
    let count = dataSource.numberOfRows(in: self)
    cells = (0..<count).map { dataSource.listView(self, cellForRowAt: $0) }
  }

  /// What a finger does. Tests and the runner reach it through `ViewController.selectRow(_:)`.
  func sendSelection(at row: Int) {
    delegate?.listView(self, didSelectRowAt: row)
  }
}

/// One row of a list: a title and, optionally, a checkmark.
public struct ListCell: Sendable, Equatable {
  public var title: String
  public var isChecked: Bool

  public init(title: String, isChecked: Bool = false) {
    self.title = title
    self.isChecked = isChecked
  }
}

/// Gives a list its rows.
@MainActor
public protocol ListViewDataSource: AnyObject {
  func numberOfRows(in listView: ListView) -> Int
  func listView(_ listView: ListView, cellForRowAt row: Int) -> ListCell
}

/// Hears which row of a list was selected.
@MainActor
public protocol ListViewDelegate: AnyObject {
  func listView(_ listView: ListView, didSelectRowAt row: Int)
}
