import Foundation
import ShowcaseCore
import ShowcaseSupport
import Tracing

/// One screen of one variant's code, as `showcase diff` reads it from `Sources/<Pattern>`.
package struct ScreenCode: Sendable {
  /// `SubjectsPresenter.swift`, its text, and the kinds of work it does.
  struct File: Sendable, Equatable {
    var name: String
    var text: String
    var kinds: [RoleKind]
    /// The row of a diff this file stands in.
    var row: RoleKind? { RoleKind.row(of: kinds) }
  }

  var variant: String
  var screen: DiffScreen
  var files: [File]
  /// Files of other screens that make this one (`SubjectsCoordinator.swift` makes Practice in
  /// MVVM), named when no file of the screen's own does.
  var makers: [String]

  var codeLines: Int {
    files.map { SourceScanner.scanningOnce($0.text).source.lineCounts.code }.reduce(0, +)
  }

  var types: Int {
    files.map { SourceScanner.scanningOnce($0.text).declarations.count }.reduce(0, +)
  }

  /// Every pattern target's entry; in a screen's assembly row when it names one of its types.
  package static let entry = RoleFile("Feature", does: .assembly)

  /// Reads `screen` of `variant` by the role files its pattern declares.
  static func read(_ screen: DiffScreen, of variant: Variant, packageRoot: URL) throws
    -> ScreenCode
  {
    let sources = try StaticMeasure.swiftFiles(
      in: "Sources/\(variant.name)", packageRoot: packageRoot
    ).map { (name: ($0.0 as NSString).lastPathComponent, text: $0.1) }
    var files: [File] = variant.roleFiles.compactMap { role in
      let name = "\(screen.prefix)\(role.suffix).swift"
      return sources.first { $0.name == name }.map {
        File(name: name, text: $0.text, kinds: role.kinds)
      }
    }
    let types = files.map { String($0.name.dropLast(".swift".count)) }
    let entryName = "\(Self.entry.suffix).swift"
    if let entry = sources.first(where: { $0.name == entryName }), names(types, in: entry.text) {
      files.append(File(name: entryName, text: entry.text, kinds: Self.entry.kinds))
    }
    let makers =
      files.contains { $0.kinds.contains(.assembly) }
      ? []
      : sources.filter { source in
        !source.name.hasPrefix(screen.prefix) && names(types, in: source.text)
      }.map(\.name)
    return ScreenCode(variant: variant.name, screen: screen, files: files, makers: makers)
  }

  /// Whether the code of `text`, comments left out, names one of `types` as a whole word.
  static func names(_ types: [String], in text: String) -> Bool {
    let code = SourceScanner.scanningOnce(text).source.codeLines.joined(separator: "\n")
    return types.contains { type in
      code.ranges(of: type).contains { range in
        !(code[..<range.lowerBound].last.map(isIdentifier) ?? false)
          && !(code[range.upperBound...].first.map(isIdentifier) ?? false)
      }
    }
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}

/// Two variants' code for one screen, a row per kind of work either gives a file of its own,
/// in `RoleKind` order; a side without one says which file does that work, if any.
struct RoleDiff: Sendable {
  enum Side: Sendable, Equatable {
    case files([ScreenCode.File])
    case note(String)
  }

  var left: ScreenCode
  var right: ScreenCode

  var rows: [(kind: RoleKind, left: Side, right: Side)] {
    RoleKind.allCases.compactMap { kind in
      let row = (kind, Self.side(of: left, for: kind), Self.side(of: right, for: kind))
      if case .note = row.1, case .note = row.2 { return nil }
      return row
    }
  }

  /// `MVP beside MVVM: the Subjects screen, role by role`.
  var title: String {
    "\(left.variant) beside \(right.variant): the \(left.screen.title) screen, role by role"
  }

  /// `MVC: 2 files, 61 code lines, 2 types. VIPER: 7 files, 212 code lines, 9 types.`
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
