import Foundation
import Testing

@testable import ShowcaseLab
@testable import ShowcaseSupport

/// Mutant schemata: the rewriting keeps every line where it was, nests edits, and, compiled
/// once, runs each mutant when its switch is on and the original code when none is.
struct MutantSchemaTests {
  static let program = """
    func value(_ a: Int, _ b: Int, _ names: [String]) -> String {
      var parts: [String] = []
      if a < b { parts.append("less") }
      let total = a + b * 2
      parts.append("\\(total)")
      if !names.isEmpty { parts.append("named") }
      return parts.joined(separator: ",")
    }

    print(value(1, 2, ["x"]))
    """

  @Test func rewritesEveryMutantOnItsOwnLine() {
    // Given
    let mutants = MutantGenerator.mutants(variant: "MVP", files: [("main.swift", Self.program)])

    // When
    let schema = MutantSchema.render(Self.program, switched: mutants, module: 1)

    // Then
    let lines = schema.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.count == Self.program.split(separator: "\n", omittingEmptySubsequences: false).count)
    // The negated condition is the original code; inside the original branch, the operator
    // mutant `⊙↑→` (module 1, mutant 2).
    #expect(
      lines[2]
        == "  if (MutantSwitch.isOn(1) ? !(a < b) : a ⊙↑→ b) "
        + "{ if !MutantSwitch.isOn(3) { parts.append((MutantSwitch.isOn(4) ? \"\" : \"less\")) } }")
    #expect(lines[3] == "  let total = a ⊙↑↕ b * 2")
  }

  @Test func nestedEditsRenderInsideTheOnesAroundThem() {
    // Given
    let bytes = Array("f(a < b)".utf8)

    // When
    let text = SourceEdit.apply(
      [
        .replace(4..<5, with: "⊙"), .wrap(0..<8, before: "if on { ", after: " }"),
        .insert("!", at: 2),
      ], to: bytes)

    // Then
    #expect(text == "if on { f(!a ⊙ b) }")
  }

  @Test func aMutantWhoseEditCrossesAnotherIsBuiltAlone() {
    // Given: two wraps that overlap without one holding the other.
    func mutant(_ number: Int, _ range: Range<Int>) -> Mutant {
      Mutant(
        variant: "MVC", number: number, file: "A.swift", line: 1, mutation: .stringEmptied,
        original: "", mutated: "", textual: .replace(range, with: ""),
        switchable: .choice(range: range, mutated: "x"))
    }

    // When
    let parts = MutantSchema.partition([mutant(1, 0..<5), mutant(2, 3..<8)], module: 0)

    // Then
    #expect(parts.switched.map(\.number) == [1])
    #expect(parts.alone.map(\.number) == [2])
  }

  /// `program` compiled once with all its mutants switched in, then run with no switch on and
  /// with each mutant's: what it prints, in that order.
  private func outputs(of program: String) async throws -> [String] {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("schema-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let mutants = MutantGenerator.mutants(variant: "MVP", files: [("main.swift", program)])
    try #require(mutants.allSatisfy { $0.switchable != nil })
    try MutantSchema.render(program, switched: mutants, module: 1)
      .write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    try MutantSchema.supportFile(variant: "MVP", module: 1, mutants: mutants)
      .write(to: folder.appendingPathComponent("Switch.swift"), atomically: true, encoding: .utf8)
    let compiled = try await ChildProcess.run(
      ["swiftc", "-swift-version", "6", "main.swift", "Switch.swift", "-o", "program"],
      in: folder, environment: ProcessInfo.processInfo.environment,
      log: folder.appendingPathComponent("swiftc.log"))
    try #require(compiled.status == 0)
    var outputs: [String] = []
    for id in [nil] + mutants.map(\.id) {
      var environment = ProcessInfo.processInfo.environment
      environment[MutantSchema.environmentVariable] = id
      let log = folder.appendingPathComponent("run.log")
      _ = try await ChildProcess.run(
        [folder.appendingPathComponent("program").path], in: folder, environment: environment,
        log: log)
      outputs.append(try String(contentsOf: log, encoding: .utf8).trimmingCharacters(in: .newlines))
    }
    return outputs
  }

  @Test(.enabled(if: compilerTestsAreOn(), "starts the compiler: SHOWCASE_COMPILER_TESTS=1"))
  func eachSwitchRunsItsMutantAndNoSwitchTheOriginal()
    async throws
  {
    // When
    let outputs = try await outputs(of: Self.program)

    // Then: the original, then one line per mutant, in order.
    #expect(
      outputs == [
        "less,5,named",
        "5,named",  // if !(a < b)
        "less,5,named",  // a <= b: the same for 1 and 2
        "5,named",  // parts.append("less") removed
        ",5,named",  // "less" emptied
        "less,-3,named",  // a - b * 2: the operator keeps its precedence
        "less,named",  // parts.append("\(total)") removed
        "less,,named",  // "\(total)" emptied
        "less,5",  // if names.isEmpty
        "less,5",  // parts.append("named") removed
        "less,5,",  // "named" emptied
        "less5named",  // separator emptied
        "less,5,named",  // ["x"] made [""]: still not empty
      ])
  }
}

extension MutantSchemaTests {
  static let lifetime = """
    nonisolated(unsafe) var released = 0

    final class Box {
      weak var other: Box?
      var action: (() -> Void)?

      func wire(to other: Box) {
        self.other = other
        action = { [weak self] in self?.touch() }
      }

      func touch() {}

      deinit { released += 1 }
    }

    func lifetime() -> String {
      do {
        let box = Box()
        box.wire(to: box)
      }
      return released == 1 ? "released" : "kept"
    }

    print(lifetime())
    """

  @Test(.enabled(if: compilerTestsAreOn(), "starts the compiler: SHOWCASE_COMPILER_TESTS=1"))
  func aSwitchedOnWeakMutantKeepsItsObjectAlive()
    async throws
  {
    // When
    let outputs = try await outputs(of: Self.lifetime)

    // Then
    #expect(
      outputs == [
        "released",
        "kept",  // weak var other: a strong property
        "released",  // wire returns early
        "released",  // self.other = other removed
        "released",  // action = … removed
        "kept",  // [weak self]: captured strongly too
        "released",  // box.wire(to: box) removed
        "kept",  // released != 1
        "",  // "released" emptied
        "released",  // "kept" emptied
      ])
  }
}

/// Whether `swiftc` is on the path, as it is wherever the package builds.
/// Whether the tests that build a program with `swiftc` run: they take most of a second, so a
/// learner's `swift test` skips them, and CI runs them with `SHOWCASE_COMPILER_TESTS=1`.
func compilerTestsAreOn() -> Bool {
  ProcessInfo.processInfo.environment["SHOWCASE_COMPILER_TESTS"] != nil && swiftcIsAvailable()
}

func swiftcIsAvailable() -> Bool {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
  return path.split(separator: ":").contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/swiftc")
  }
}
