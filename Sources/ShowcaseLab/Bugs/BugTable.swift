import ShowcaseSupport

/// The bug tables, a bug a row and a variant a column, as `showcase bugs` prints them and the
/// docs' regions hold them: in each cell, who caught the bug and with which tests.
enum BugTable {
  /// Every bug with each variant's verdict and catching tests, then a count per verdict.
  /// With `naming` false, a cell says only the verdict.
  static func table(_ record: BugHuntRecord, naming: Bool = true) -> ReportTable {
    let names = record.variants.map(\.variant)
    var rows = record.bugs.map { entry in
      ["\(entry.bug) \(entry.title)", entry.scenarios.joined(separator: ", ")]
        + names.map { name in
          guard let result = entry.result(for: name) else { return "not measured" }
          return naming ? cell(result, breaking: entry.scenarios) : result.verdict.rawValue
        }
    }
    for verdict in BugVerdict.allCases {
      rows.append(
        [totals[verdict] ?? "", ""]
          + names.map { name in
            "\(record.bugs.filter { $0.result(for: name)?.verdict == verdict }.count)"
          })
    }
    rows.append(
      ["Code, suites and catalogue fingerprint", ""] + record.variants.map(\.fingerprint))
    return ReportTable(
      headers: ["Bug", "Breaks"] + names, rows: rows, rightAlignsValues: false)
  }

  /// Each bug a row, with its ID, title and the scenarios it breaks, then each variant's
  /// verdict alone: the `bugs-catalogue` region of Docs/BugHunt.md.
  static func verdicts(_ record: BugHuntRecord) -> ReportTable {
    let names = record.variants.map(\.variant)
    return ReportTable(
      headers: ["Bug", "Title", "Breaks"] + names,
      rows: record.bugs.map { entry in
        [entry.bug, entry.title, entry.scenarios.joined(separator: ", ")]
          + names.map { name in
            guard let verdict = entry.result(for: name)?.verdict else { return "not measured" }
            return verdict == .missed ? "**missed**" : verdict.rawValue
          }
      }, rightAlignsValues: false)
  }

  /// `own suite: G4`, `own suite: S1 and 4 more`, `conformance only: S6`, `**missed**`: the
  /// verdict and the tests that caught the bug first, by scenario ID when their name starts
  /// with one. The tests of the scenarios the bug breaks are named, and the others counted;
  /// when none of those failed, every test that did is named.
  static func cell(_ result: BugResult, breaking scenarios: [String]) -> String {
    guard result.verdict != .missed else { return "**missed**" }
    // A scenario checked by several tests (answering at once and late) is named once.
    var tests: [String] = []
    for name in result.catchingTests.map(shortName) where !tests.contains(name) {
      tests.append(name)
    }
    let expected = tests.filter(scenarios.contains)
    guard !expected.isEmpty else {
      return "\(result.verdict.rawValue): \(tests.joined(separator: ", "))"
    }
    let others = tests.count - expected.count
    return "\(result.verdict.rawValue): \(expected.joined(separator: ", "))"
      + (others == 0 ? "" : " and \(others) more")
  }

  /// `G4` for `G4 ignores a blank salutation` and `S6` for `S6, answering late`; any other
  /// name whole, in quotes.
  static func shortName(_ test: String) -> String {
    let first = test.prefix { $0 != " " && $0 != "," }
    let isID =
      first.count > 1 && first.first?.isUppercase == true
      && first.dropFirst().allSatisfy(\.isNumber)
    return isID ? String(first) : "“\(test)”"
  }

  private static let totals: [BugVerdict: String] = [
    .ownSuite: "Caught by its own unit suite",
    .conformanceOnly: "Caught by the conformance suite only",
    .missed: "Missed by both",
  ]

  /// The text report: the verdicts, then each bug's failing tests in both suites, variant by
  /// variant.
  static func text(_ record: BugHuntRecord) -> [String] {
    var lines = table(record, naming: false).text.split(separator: "\n").map(String.init)
    for entry in record.bugs {
      lines += [
        "", "\(entry.bug) \(entry.title) (breaks \(entry.scenarios.joined(separator: ", ")))",
      ]
      for result in entry.results {
        lines.append("  \(result.variant): \(BugHuntRecord.describe(result))")
      }
    }
    return lines
  }
}
