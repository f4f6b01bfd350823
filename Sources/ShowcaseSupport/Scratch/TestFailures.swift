import Foundation

/// Which tests failed in a run of Swift Testing, read from its console output: every
/// `Test "…" recorded an issue …` line. A parameterized test with a `run` or `scenario`
/// argument, as the conformance suite's, is named by that argument (`S6`, or
/// `S6, answering late` for its run against a service that answers late).
package enum TestFailures {
  /// The failing tests' names, each once, in the order they first failed.
  package static func names(in output: String) -> [String] {
    var names: [String] = []
    for line in output.split(separator: "\n") {
      guard let name = name(inIssueLine: withoutEscapes(String(line))), !names.contains(name)
      else { continue }
      names.append(name)
    }
    return names
  }

  /// The failing tests' names, each once, with the file the issue was recorded in
  /// (`SubjectsPresenterTests.swift`), when the line names one.
  package static func failures(in output: String) -> [(name: String, file: String?)] {
    var found: [(name: String, file: String?)] = []
    for line in output.split(separator: "\n") {
      let line = withoutEscapes(String(line))
      guard let name = name(inIssueLine: line) else { continue }
      let file = self.file(inIssueLine: line)
      if !found.contains(where: { $0.name == name && $0.file == file }) {
        found.append((name, file))
      }
    }
    return found
  }

  /// `SubjectsPresenterTests.swift` from `… recorded an issue at SubjectsPresenterTests.swift:32:5: …`.
  static func file(inIssueLine line: String) -> String? {
    guard let swift = line.range(of: ".swift:"),
      let at = line[..<swift.lowerBound].range(of: " at ", options: .backwards)
    else { return nil }
    return String(line[at.upperBound..<swift.lowerBound]) + ".swift"
  }

  /// `names` in a fixed order, whatever order the tests ran in: those named by a scenario ID
  /// (`S6`, `S6 an older answer…`) in the spec's order, then the others by name.
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

  /// The line without its colour and style escapes (`ESC [ … m`).
  package static func withoutEscapes(_ line: String) -> String {
    guard line.contains("\u{1B}") else { return line }
    var result = ""
    var escaping = false
    for scalar in line.unicodeScalars {
      if escaping {
        if scalar == "m" { escaping = false }
      } else if scalar == "\u{1B}" {
        escaping = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
