import Foundation
import ShowcaseCore
import ShowcaseSupport
import Tracing

/// One screen of one variant's code, as `showcase diff` reads it from `Sources/<Pattern>`: the
/// screen's files with the kinds of work each does, the entry `Feature.swift` when it makes the
/// screen, and otherwise the files elsewhere in the target that do.
package struct ScreenCode: Sendable {
  struct File: Sendable, Equatable {
    /// `SubjectsPresenter.swift`.
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

  /// The code lines of the screen's files, comments and blank lines left out.
  var codeLines: Int {
    files.map { SourceScanner.scanningOnce($0.text).source.lineCounts.code }.reduce(0, +)
  }

  /// The types the screen's files declare, nested ones included.
  var types: Int {
    files.map { SourceScanner.scanningOnce($0.text).declarations.count }.reduce(0, +)
  }

  /// The public entry every pattern target has. It joins a screen's assembly row when its code
  /// names one of that screen's types.
  package static let entry = RoleFile("Feature", does: .assembly)

  /// Reads `screen` of `variant` from the package at `packageRoot`, by the role files its
  /// pattern declares.
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
