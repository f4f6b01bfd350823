/// What a screen shows, as plain values: the structured form that tests compare and the
/// runner prints as JSON. Read from the view tree; hidden views are left out.
public struct ScreenSnapshot: Sendable, Equatable, Codable {
  public struct ButtonState: Sendable, Equatable, Codable {
    public var title: String
    public var isEnabled: Bool

    public init(title: String, isEnabled: Bool = true) {
      self.title = title
      self.isEnabled = isEnabled
    }
  }

  public struct Row: Sendable, Equatable, Codable {
    public var title: String
    public var isChecked: Bool

    public init(title: String, isChecked: Bool = false) {
      self.title = title
      self.isChecked = isChecked
    }
  }

  public var title: String
  public var isLoading: Bool
  /// The text of every visible, non-empty label, in view order.
  public var labels: [String]
  public var buttons: [ButtonState]
  public var rows: [Row]

  public init(
    title: String, isLoading: Bool = false, labels: [String] = [], buttons: [ButtonState] = [],
    rows: [Row] = []
  ) {
    self.title = title
    self.isLoading = isLoading
    self.labels = labels
    self.buttons = buttons
    self.rows = rows
  }
}

extension ViewController {
  /// What this screen shows now. Loads the view if it was not loaded yet.
  public var snapshot: ScreenSnapshot {
    loadViewIfNeeded()
    var snapshot = ScreenSnapshot(title: title ?? "")
    collect(view, into: &snapshot)
    return snapshot
  }

  private func collect(_ view: View, into snapshot: inout ScreenSnapshot) {
    guard !view.isHidden else { return }
    switch view {
    case let label as Label:
      if let text = label.text, !text.isEmpty { snapshot.labels.append(text) }
    case let button as Button:
      snapshot.buttons.append(.init(title: button.title, isEnabled: button.isEnabled))
    case let indicator as ActivityIndicator:
      snapshot.isLoading = snapshot.isLoading || indicator.isAnimating
    case let list as ListView:
      snapshot.rows += list.cells.map { .init(title: $0.title, isChecked: $0.isChecked) }
    default:
      break
    }
    for subview in view.subviews { collect(subview, into: &snapshot) }
  }
}
