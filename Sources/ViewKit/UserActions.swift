import Tracing

/// What a user can do to a screen: tap a button by its title, select a row, go back. Tests and
/// the runner drive every variant only through these, so they test what a person could do.
extension ViewController {
  /// Taps the visible button titled `title`.
  public func tap(_ title: String) throws(UserActionError) {
    let buttons = visible(Button.self)
    guard let button = buttons.first(where: { $0.title == title }) else {
      throw .noSuchButton(title, screen: self.title ?? "", available: buttons.map(\.title))
    }
    guard button.isEnabled else { throw .buttonDisabled(title, screen: self.title ?? "") }
    Trace.userAction("tap \"\(title)\"", on: self)
    button.sendTap()
    Trace.userActionEnded()
  }

  /// Selects the visible row titled `title` (the first, if several are).
  public func selectRow(_ title: String) throws(UserActionError) {
    for list in visible(ListView.self) {
      if let row = list.cells.firstIndex(where: { $0.title == title }) {
        Trace.userAction("select \"\(title)\"", on: self)
        list.sendSelection(at: row)
        Trace.userActionEnded()
        return
      }
    }
    let rows = visible(ListView.self).flatMap { $0.cells.map(\.title) }
    throw .noSuchRow(title, screen: self.title ?? "", available: rows)
  }

  private func visible<Kind: View>(_ kind: Kind.Type) -> [Kind] {
    var found: [Kind] = []
    func visit(_ view: View) {
      guard !view.isHidden else { return }
      if let match = view as? Kind { found.append(match) }
      view.subviews.forEach(visit)
    }
    visit(view)
    return found
  }
}

extension NavigationController {
  /// Taps the back button: pops the top screen.
  public func goBack() throws(UserActionError) {
    guard viewControllers.count > 1 else {
      throw .cannotGoBack(screen: topViewController?.title ?? "")
    }
    Trace.toolkitCall("back", from: .user, to: .navigation)
    popViewController()
  }
}

/// Why a user action could not be done, in one line that names the screen and what it offers.
public enum UserActionError: Error, Equatable, CustomStringConvertible {
  case noSuchButton(String, screen: String, available: [String])
  case buttonDisabled(String, screen: String)
  case noSuchRow(String, screen: String, available: [String])
  case cannotGoBack(screen: String)

  public var description: String {
    switch self {
    case .noSuchButton(let title, let screen, let available):
      "no button \"\(title)\" on \(screen) (buttons: \(Self.list(available)))"
    case .buttonDisabled(let title, let screen):
      "button \"\(title)\" on \(screen) is disabled"
    case .noSuchRow(let title, let screen, let available):
      "no row \"\(title)\" on \(screen) (rows: \(Self.list(available)))"
    case .cannotGoBack(let screen):
      "cannot go back from \(screen): it is the first screen"
    }
  }

  private static func list(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}
