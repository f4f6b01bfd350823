import ShowcaseCore
import ShowcaseSupport

/// Two variants' code for one screen, set side by side role by role: a row per kind of work
/// that either variant gives a file of its own, in `RoleKind` order. Each side of a row holds
/// that variant's files for the row, or a note: which of its files does that work instead, or
/// that none of its roles does.
struct RoleDiff: Sendable {
  enum Side: Sendable, Equatable {
    case files([ScreenCode.File])
    case note(String)
  }

  struct Row: Sendable {
    var kind: RoleKind
    var left: Side
    var right: Side
  }

  var left: ScreenCode
  var right: ScreenCode

  var rows: [Row] {
    RoleKind.allCases.compactMap { kind in
      let row = Row(
        kind: kind, left: Self.side(of: left, for: kind), right: Self.side(of: right, for: kind))
      if case .note = row.left, case .note = row.right { return nil }
      return row
    }
  }

  /// `MVP beside MVVM: the Subjects screen, role by role`.
  var title: String {
    "\(left.variant) beside \(right.variant): the \(left.screen.title) screen, role by role"
  }

  /// What each side counts in the files the diff shows: `MVC: 2 files, 61 code lines, 2 types.
  /// VIPER: 7 files, 212 code lines, 9 types.`
  var summary: String {
    [left, right].map { code in
      "\(code.variant): \(count(code.files.count, "file")), "
        + "\(count(code.codeLines, "code line")), \(count(code.types, "type"))."
    }
    .joined(separator: " ")
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(NumberText.grouped(number)) \(noun)\(number == 1 ? "" : "s")"
  }

  static func side(of code: ScreenCode, for kind: RoleKind) -> Side {
    let own = code.files.filter { $0.row == kind }
    if !own.isEmpty { return .files(own) }
    if let doer = code.files.first(where: { $0.kinds.contains(kind) }), let row = doer.row {
      return .note(
        "\(code.variant) has no role of its own for this: \(doer.name) does it"
          + " (under \(row.title)).")
    }
    if kind == .assembly, !code.makers.isEmpty {
      return .note(
        "\(code.variant) makes this screen in \(code.makers.joined(separator: ", ")).")
    }
    return .note("No role of \(code.variant)'s does this on this screen.")
  }
}
