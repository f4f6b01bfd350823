import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One exercise of the workshop, read from `Docs/Workshop/<ID>-<name>/`: `exercise.md`
/// (`# W1 The learner's age`, a `Concern: …` line, rules whose rows give the scenario IDs,
/// `| W1.1 | … |`); `Tests/`, at the paths `start` copies them to (`Tests/ConformanceTests/`, each
/// variant's `Tests/<Name>Tests/`), a file `WorkshopAgeTests.swift` declaring the suite
/// `WorkshopAgeTests`; and `Solutions/<Name>.md`, each variant's reference solution
/// (`SolutionFile`), changing only `Sources/<Name>/` and `Tests/<Name>Tests/`.
///
/// Every variant must have its unit tests and its solution; only `start`, `check` and `record`
/// take an exercise whose solutions are not written yet, so that a maintainer can make one
/// (Docs/Workshop.md, "For maintainers").
struct Exercise: Sendable {
  /// A test file, at its path in the tree; `variant` is `nil` for the conformance scenarios.
  struct TestFile: Sendable, Equatable {
    let path: String
    let text: String
    let variant: String?

    /// The suite it declares, named as the file: `WorkshopAgeTests`.
    var suite: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
  }

  /// A variant's reference solution, kept at `path`; each edit's line is its line there.
  struct Solution: Sendable {
    let path: String
    let edits: [CatalogueEdit]

    /// Each file the solution changes, in path order, with the solution written in; `read`
    /// gives a file's text as it is now. An edit that no longer applies is named by its line.
    func patchedFiles(_ read: (String) -> String?) throws(WorkshopError)
      -> [(path: String, text: String)]
    {
      do {
        return try CatalogueEdit.applying(edits, original: read).sorted { $0.key < $1.key }
          .map { ($0.key, $0.value) }
      } catch {
        throw .refused("\(path):\(error.line): \(error.message)")
      }
    }
  }

  let id: String
  /// `Docs/Workshop/W1-age`.
  let folder: String
  let title: String
  let concern: String
  /// `exercise.md` as written: what `start` prints.
  let specification: String
  let scenarioIDs: [String]
  let testFiles: [TestFile]
  /// By variant name.
  let solutions: [String: Solution]

  static let root = "Docs/Workshop"

  var conformanceTests: [TestFile] { testFiles.filter { $0.variant == nil } }

  func unitTests(of variant: String) -> [TestFile] {
    testFiles.filter { $0.variant == variant }
  }

  /// Every exercise under `Docs/Workshop/`, in the order of their numbers.
  static func all(packageRoot: URL, variants: [Variant]) throws(WorkshopError) -> [Exercise] {
    try folders(packageRoot).map { _, name throws(WorkshopError) in
      try load("\(root)/\(name)", packageRoot: packageRoot, variants: variants)
    }
  }

  /// The exercise named `id` (`W1` or `w1`), or an error that lists the exercises there are.
  static func named(
    _ id: String, packageRoot: URL, variants: [Variant], requiringSolutions: Bool = true
  ) throws(WorkshopError) -> Exercise {
    let ids = folders(packageRoot)
    guard let match = ids.first(where: { $0.id == id.uppercased() }) else {
      let known = ids.isEmpty ? "none in \(root)/" : choiceList(ids.map(\.id))
      throw .usage("unknown exercise '\(id)' (expected \(known); see \(Hint.run("workshop list")))")
    }
    return try load(
      "\(root)/\(match.name)", packageRoot: packageRoot, variants: variants,
      requiringSolutions: requiringSolutions)
  }

  /// The exercises' folders by number, `W12-next-subject` as `W12`; other names are no exercise.
  private static func folders(_ packageRoot: URL) -> [(id: String, name: String)] {
    let path = packageRoot.appendingPathComponent(root).path
    let names = (try? FileManager.default.visibleNames(atPath: path)) ?? []
    return names.compactMap { name -> (Int, String)? in
      guard name.hasPrefix("W"), let dash = name.firstIndex(of: "-"),
        let number = Int(name[name.index(after: name.startIndex)..<dash])
      else { return nil }
      return (number, name)
    }.sorted { $0.0 < $1.0 }.map { ("W\($0.0)", $0.1) }
  }

  /// Reads one exercise's folder and checks that it is whole.
  static func load(
    _ folder: String, packageRoot: URL, variants: [Variant], requiringSolutions: Bool = true
  ) throws(WorkshopError) -> Exercise {
    let base = packageRoot.appendingPathComponent(folder)
    let id = String((folder as NSString).lastPathComponent.prefix { $0 != "-" })
    func broken(_ problem: String) -> WorkshopError { .exercise("\(id): \(problem)") }
    let read = WorkshopTree(root: packageRoot).read

    guard let specification = read("\(folder)/exercise.md") else {
      throw broken("no \(folder)/exercise.md")
    }
    let lines = specification.split(separator: "\n", omittingEmptySubsequences: false)
    guard let heading = lines.first, heading.hasPrefix("# \(id) ") else {
      throw broken("\(folder)/exercise.md should open with '# \(id) <title>'")
    }
    guard let concernLine = lines.first(where: { $0.hasPrefix("Concern: ") }) else {
      throw broken("\(folder)/exercise.md has no 'Concern: …' line")
    }
    let scenarioIDs = lines.compactMap { line -> String? in
      guard line.hasPrefix("| \(id).") else { return nil }
      let cell = line.dropFirst(2).prefix { $0 != " " && $0 != "|" }
      return cell.dropFirst(id.count + 1).allSatisfy(\.isNumber) ? String(cell) : nil
    }
    guard !scenarioIDs.isEmpty else {
      throw broken("\(folder)/exercise.md has no scenario row such as '| \(id).1 | … |'")
    }

    let testFiles = try WorkshopTree(root: base).files(under: ["Tests"]).map {
      path throws(WorkshopError) in
      let parts = path.split(separator: "/")
      let suite = parts.count == 3 ? String(parts[1]) : ""
      let variant = variants.first { "\($0.name)Tests" == suite }?.name
      guard path.hasSuffix(".swift"), suite == "ConformanceTests" || variant != nil else {
        throw broken(
          "\(folder)/\(path) is not in Tests/ConformanceTests/ or a variant's Tests/<Name>Tests/")
      }
      guard let text = read("\(folder)/\(path)") else {
        throw broken("\(folder)/\(path) cannot be read")
      }
      let file = TestFile(path: path, text: text, variant: variant)
      guard text.contains("struct \(file.suite) ") || text.contains("struct \(file.suite){") else {
        throw broken("\(folder)/\(path) should declare the suite '\(file.suite)', as it is named")
      }
      return file
    }
    // An exercise changes no test but its own: a shared rule it needs is a form check that
    // compares the variants, which a change made in all of them keeps.
    if FileManager.default.fileExists(atPath: base.appendingPathComponent("Tests.md").path) {
      throw broken("\(folder)/Tests.md: an exercise may change no test but its own")
    }
    if !testFiles.contains(where: { $0.variant == nil }) {
      throw broken("no conformance scenarios (expected \(folder)/Tests/ConformanceTests/…)")
    }
    var solutions: [String: Solution] = [:]
    for variant in variants {
      if !testFiles.contains(where: { $0.variant == variant.name }) {
        throw broken(
          "no unit tests for \(variant.name) (expected \(folder)/Tests/\(variant.name)Tests/…)")
      }
      let path = "\(folder)/Solutions/\(variant.name).md"
      guard let text = read(path) else {
        if !requiringSolutions { continue }
        throw broken("no reference solution for \(variant.name) (expected \(path))")
      }
      let edits: [CatalogueEdit]
      do { edits = try SolutionFile.edits(in: text) } catch { throw broken("\(path): \(error)") }
      let folders = ["Sources/\(variant.name)/", "Tests/\(variant.name)Tests/"]
      if let outside = edits.first(where: { edit in
        !folders.contains { edit.file.hasPrefix($0) } || edit.file.contains("..")
      }) {
        throw broken(
          "\(path) changes \(outside.file), outside \(folders.joined(separator: " and "))")
      }
      if edits.isEmpty { throw broken("\(path) changes nothing") }
      solutions[variant.name] = Solution(path: path, edits: edits)
    }
    return Exercise(
      id: id, folder: folder,
      title: heading.dropFirst("# \(id) ".count).trimmingCharacters(in: .whitespaces),
      concern: concernLine.dropFirst("Concern: ".count).trimmingCharacters(in: .whitespaces),
      specification: specification, scenarioIDs: scenarioIDs, testFiles: testFiles,
      solutions: solutions)
  }
}
