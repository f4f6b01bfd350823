import ShowcaseCore
import ShowcaseDemo
import ShowcaseSupport
import Tracing

/// The docs' tables about the variants themselves, made from what each pattern target declares,
/// so that a new variant appears in them by its entry in `Variant.all` alone.
enum PatternTables {
  static func links(_ variants: [Variant], fromDocs: Bool = false) -> ReportTable {
    let up = fromDocs ? "../" : ""
    return ReportTable(
      headers: ["Pattern", "Read", "Code", "Unit suite"],
      rows: variants.map { variant in
        let page = "Docs/\(variant.name).md"
        let sources = "Sources/\(variant.name)"
        let tests = "Tests/\(variant.name)Tests"
        return [
          variant.name, "[\(page)](\(up)\(page))", "[\(sources)](\(up)\(sources))",
          "[\(tests)](\(up)\(tests))",
        ]
      },
      rightAlignsValues: false)
  }

  /// The kinds of work each role file does: a row per file, in `showcase diff`'s order, a column
  /// per variant; the entry, `Feature.swift`, last.
  static func roleFiles(_ variants: [Variant]) -> ReportTable {
    var suffixes: [String] = []
    for kind in RoleKind.allCases {
      for variant in variants {
        for file in variant.roleFiles where file.row == kind && !suffixes.contains(file.suffix) {
          suffixes.append(file.suffix)
        }
      }
    }
    let rows = suffixes.map { suffix in
      ["`…\(suffix)`"]
        + variants.map { variant in
          variant.roleFiles.first { $0.suffix == suffix }
            .map { $0.kinds.map { $0.title.lowercased() }.joined(separator: ", ") } ?? ""
        }
    }
    let entry = ScreenCode.entry
    let entryRow =
      ["`\(entry.suffix).swift`"]
      + variants.map { _ in entry.kinds.map { $0.title.lowercased() }.joined(separator: ", ") }
    return ReportTable(
      headers: ["Role's file"] + variants.map(\.name), rows: rows + [entryRow],
      rightAlignsValues: false)
  }
}
