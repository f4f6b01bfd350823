import Foundation

/// Which tests failed in a run of Swift Testing, read from its console output: every
/// `Test "…" recorded an issue …` line. A parameterized test with a `run` or `scenario`
/// argument, as the conformance suite's, is named by that argument (`S6`, or
/// `S6, answering late` for its run against a service that answers late).
package enum TestFailures {
  /// The failing tests' names, each once, in the order they first failed.
  package static func names(in output: String) -> [String] {
    var seen: Set<String> = []
    return failures(in: output).map(\.name).filter { seen.insert($0).inserted }
  }

  /// The failing tests' names, each once, with the file the issue was recorded in, if named.
  package static func failures(in output: String) -> [(name: String, file: String?)] {
    var found: [(name: String, file: String?)] = []
    for line in output.split(separator: "\n") {
      let line = TextTable.withoutEscapes(String(line))
      guard let name = name(inIssueLine: line) else { continue }
      let file = self.file(inIssueLine: line)
      if !found.contains(where: { $0.name == name && $0.file == file }) {
        found.append((name, file))
      }
    }
    return found
  }

  /// `FooTests.swift` from `… recorded an issue at FooTests.swift:32:5: …`.
  static func file(inIssueLine line: String) -> String? {
    guard let swift = line.range(of: ".swift:"),
      let at = line[..<swift.lowerBound].range(of: " at ", options: .backwards)
    else { return nil }
    return String(line[at.upperBound..<swift.lowerBound]) + ".swift"
  }

  /// `names` in a fixed order: those named by a scenario ID in the spec's order, then the
  /// others by name.
  package static func ordered(_ names: [String], specIDs: [String]) -> [String] {
    func key(_ name: String) -> (Int, String) {
      let id = String(name.prefix { $0 != " " })
      return (specIDs.firstIndex(of: id) ?? specIDs.count, name)
    }
    return names.sorted { key($0) < key($1) }
  }

  /// `✘ Test "G4 ignores a blank salutation" recorded an issue at …` gives
  /// `G4 ignores a blank salutation`; `✘ Test plain() recorded an issue at …` gives `plain()`;
  /// `… recorded an issue with 2 arguments variant → MVP, scenario → S6 at …` gives `S6`, and
  /// `… variant → MVP, run → S6, answering late at …` gives `S6, answering late`.
  package static func name(inIssueLine line: String) -> String? {
    let marker = " recorded an issue"
    guard let test = line.range(of: "Test "), let issue = line.range(of: marker),
      test.upperBound <= issue.lowerBound
    else { return nil }
    var name = line[test.upperBound..<issue.lowerBound]
    if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 {
      name = name.dropFirst().dropLast()
    }
    let rest = line[issue.upperBound...]
    if rest.hasPrefix(" with "),
      let argument = rest.range(of: "run → ") ?? rest.range(of: "scenario → ")
    {
      let value = rest[argument.upperBound...]
      let end = value.range(of: " at ")?.lowerBound ?? value.endIndex
      if end > value.startIndex { return String(value[..<end]) }
    }
    return name.isEmpty ? nil : String(name)
  }

  /// The first issue a failing test recorded, as Swift Testing's console output says it.
  package struct Issue: Sendable, Equatable {
    /// As `names(in:)` gives it.
    package let name: String
    package let file: String?
    package let line: Int?
    /// `Expectation failed: (x → 1) == 2`, an expression that spans lines joined into one.
    package let text: String
    /// Swift Testing's difference of two collections, without its `± `.
    package let difference: String?

    package init(name: String, file: String?, line: Int?, text: String, difference: String?) {
      self.name = name
      self.file = file
      self.line = line
      self.text = text
      self.difference = difference
    }
  }

  /// Each failing test's first issue, in the order the tests first failed.
  package static func firstIssues(in output: String) -> [Issue] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map {
      TextTable.withoutEscapes(String($0))
    }
    var issues: [Issue] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      guard let name = name(inIssueLine: line), !issues.contains(where: { $0.name == name })
      else { continue }
      let place = self.place(inIssueLine: line)
      var text = place.text
      // An expression written on several lines goes on, on lines without a symbol.
      while index < lines.count, !startsWithSymbol(lines[index]) {
        text += " " + lines[index].trimmingCharacters(in: .whitespaces)
        index += 1
      }
      var difference: String?
      if index < lines.count, lines[index].hasPrefix("± ") {
        difference = String(lines[index].dropFirst(2))
      }
      issues.append(
        Issue(
          name: name, file: place.file, line: place.line,
          text: text.trimmingCharacters(in: .whitespaces), difference: difference))
    }
    return issues
  }

  /// Whether Swift Testing wrote the line: it starts with a symbol such as `✘` or `↳`.
  static func startsWithSymbol(_ line: String) -> Bool {
    guard let first = line.unicodeScalars.first else { return false }
    return !first.isASCII
  }

  /// `WorkshopTests.swift`, 42 and `Expectation failed: …` from
  /// `… recorded an issue at WorkshopTests.swift:42:5: Expectation failed: …`.
  static func place(inIssueLine line: String) -> (file: String?, line: Int?, text: String) {
    if let file = file(inIssueLine: line), let at = line.range(of: " at \(file):") {
      // `42:5: text`: the line, the column, then the text.
      let rest = line[at.upperBound...]
      let number = Int(rest.prefix { $0.isNumber })
      let text = rest.drop { $0.isNumber || $0 == ":" }.trimmingCharacters(in: .whitespaces)
      return (number == nil ? nil : file, number, text)
    }
    guard let colon = line.range(of: " recorded an issue: ") else { return (nil, nil, "") }
    return (nil, nil, String(line[colon.upperBound...]))
  }
}
