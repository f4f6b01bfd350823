import Foundation
import ShowcaseCore
import ShowcaseSupport

/// One exercise of the workshop kit: a product change, written as an addition to the spec, with
/// the tests that start red and one reference solution per variant. It is read from its folder,
/// `Docs/Workshop/<ID>-<name>/`:
///
/// - `exercise.md`: `# W1 The learner's age`, a line `Concern: …`, then the new rules, whose
///   table rows give the scenario IDs (`| W1.1 | … |`);
/// - `Tests/`: the test files, at the paths `start` copies them to: the conformance scenarios in
///   `Tests/ConformanceTests/`, and each variant's unit tests in `Tests/<Name>Tests/`. A file
///   `WorkshopAgeTests.swift` declares the suite `WorkshopAgeTests`, so a filter finds it;
/// - `Solutions/<Name>.md`: each variant's reference solution, edits in the bug catalogue's
///   format (`SolutionFile`) that change only `Sources/<Name>/` and `Tests/<Name>Tests/`, so
///   that the variants are solved apart.
///
/// Every variant of `Variant.all` must have its unit tests and its solution in every exercise:
/// adding a variant means adding its files to each exercise, and nothing else. Only `start`,
/// `check` and `record` take an exercise whose solutions are not written yet, so that a
/// maintainer can make a new exercise: write `exercise.md` and the tests, start it, make the
/// change in each variant, check it, and record it (Docs/Workshop.md, "For maintainers").
struct Exercise: Sendable {
  /// A test file of the exercise, as `start` adds it to the tree.
  struct TestFile: Sendable, Equatable {
    /// Where it goes in the tree: `Tests/MVCTests/WorkshopAgeTests.swift`.
    let path: String
    let text: String
    /// The variant whose unit suite it belongs to; `nil` for the conformance scenarios.
    let variant: String?

    /// The suite it declares, named as the file: `WorkshopAgeTests`.
    var suite: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
  }

  /// A variant's reference solution.
  struct Solution: Sendable {
    let variant: String
    /// Where it is kept: `Docs/Workshop/W1-age/Solutions/MVC.md`.
    let path: String
    /// In order; each edit's line is its line in the file at `path`.
    let edits: [CatalogueEdit]

    /// Each file the solution changes, in path order, with the solution written in; `read`
    /// gives a file's text as it is now. An edit that no longer applies is named by its line.
    func patchedFiles(_ read: (String) -> String?) throws(NotApplying)
      -> [(path: String, text: String)]
    {
      do {
        return try CatalogueEdit.applying(edits, original: read).sorted { $0.key < $1.key }
          .map { ($0.key, $0.value) }
      } catch {
        throw NotApplying(description: "\(path):\(error.line): \(error.message)")
      }
    }

    /// A solution's edit that no longer applies: `…/Solutions/MVC.md:12: the old text is …`.
    struct NotApplying: Error, CustomStringConvertible {
      let description: String
    }
  }

  /// `W1`.
  let id: String
  /// `Docs/Workshop/W1-age`.
  let folder: String
  let title: String
  /// The concern the change touches: presentation, asynchronous state, …
  let concern: String
  /// `exercise.md` as written: what `start` prints.
  let specification: String
  let scenarioIDs: [String]
  let testFiles: [TestFile]
  /// By variant name.
  let solutions: [String: Solution]

  /// The folder of the package that holds the exercises.
  static let root = "Docs/Workshop"

  /// The conformance scenarios' files.
  var conformanceTests: [TestFile] { testFiles.filter { $0.variant == nil } }

  /// A variant's unit-test files.
  func unitTests(of variant: String) -> [TestFile] {
    testFiles.filter { $0.variant == variant }
  }

  /// `W1  The learner's age  …`, as `list` shows it, in columns.
  var listCells: [String] {
    [id, title, concern, scenarioIDs.joined(separator: ", ")]
  }
}

// MARK: Reading the exercises

extension Exercise {
  /// Every exercise under `Docs/Workshop/`, in the order of their numbers. A folder whose name does
  /// not start with `W<number>-` is not an exercise.
  static func all(packageRoot: URL, variants: [Variant]) throws(WorkshopError) -> [Exercise] {
    let folder = packageRoot.appendingPathComponent(root)
    let names = (try? FileManager.default.visibleNames(atPath: folder.path)) ?? []
    let exercises = names.compactMap { name in number(ofFolder: name).map { (name, $0) } }
      .sorted { $0.1 < $1.1 }
    return try exercises.map { name, _ throws(WorkshopError) in
      try load("\(root)/\(name)", packageRoot: packageRoot, variants: variants)
    }
  }

  /// The exercise named `id` (`W1` or `w1`), or an error that lists the exercises there are.
  static func named(
    _ id: String, packageRoot: URL, variants: [Variant], requiringSolutions: Bool = true
  ) throws(WorkshopError) -> Exercise {
    let folder = packageRoot.appendingPathComponent(root)
    let names = (try? FileManager.default.visibleNames(atPath: folder.path)) ?? []
    let ids = names.compactMap { name in number(ofFolder: name).map { ("W\($0)", name, $0) } }
      .sorted { $0.2 < $1.2 }
    guard let match = ids.first(where: { $0.0 == id.uppercased() }) else {
      let known = ids.isEmpty ? "none in \(root)/" : choiceList(ids.map(\.0))
      throw .usage("unknown exercise '\(id)' (expected \(known); see \(Hint.run("workshop list")))")
    }
    return try load(
      "\(root)/\(match.1)", packageRoot: packageRoot, variants: variants,
      requiringSolutions: requiringSolutions)
  }

  /// `W12-next-subject` → 12.
  private static func number(ofFolder name: String) -> Int? {
    guard name.hasPrefix("W"), let dash = name.firstIndex(of: "-") else { return nil }
    return Int(name[name.index(after: name.startIndex)..<dash])
  }

  /// Reads one exercise's folder and checks that it is whole.
  static func load(
    _ folder: String, packageRoot: URL, variants: [Variant], requiringSolutions: Bool = true
  ) throws(WorkshopError) -> Exercise {
    let base = packageRoot.appendingPathComponent(folder)
    let id = String((folder as NSString).lastPathComponent.prefix { $0 != "-" })
    func broken(_ problem: String) -> WorkshopError { .exercise("\(id): \(problem)") }

    guard
      let specification = try? String(
        contentsOf: base.appendingPathComponent("exercise.md"), encoding: .utf8)
    else { throw broken("no \(folder)/exercise.md") }
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

    let testFiles = try readTests(of: folder, packageRoot: packageRoot, variants: variants)
    // An exercise changes no test but its own: a shared rule it needs is a form check that
    // compares the variants, which a change made in all of them keeps.
    if FileManager.default.fileExists(
      atPath: packageRoot.appendingPathComponent("\(folder)/Tests.md").path)
    {
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
      guard
        let text = try? String(
          contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
      else {
        if !requiringSolutions { continue }
        throw broken("no reference solution for \(variant.name) (expected \(path))")
      }
      let edits: [CatalogueEdit]
      do {
        edits = try SolutionFile.edits(in: text)
      } catch {
        throw broken("\(path): \(error)")
      }
      let folders = ["Sources/\(variant.name)/", "Tests/\(variant.name)Tests/"]
      if let outside = edits.first(where: { edit in
        !folders.contains { edit.file.hasPrefix($0) } || edit.file.contains("..")
      }) {
        throw broken(
          "\(path) changes \(outside.file), outside \(folders.joined(separator: " and "))")
      }
      if edits.isEmpty { throw broken("\(path) changes nothing") }
      solutions[variant.name] = Solution(variant: variant.name, path: path, edits: edits)
    }
    return Exercise(
      id: id, folder: folder,
      title: heading.dropFirst("# \(id) ".count).trimmingCharacters(in: .whitespaces),
      concern: concernLine.dropFirst("Concern: ".count).trimmingCharacters(in: .whitespaces),
      specification: specification, scenarioIDs: scenarioIDs, testFiles: testFiles,
      solutions: solutions)
  }

  /// The files under the exercise's `Tests/`, each assigned to the conformance suite or to a
  /// variant's unit suite.
  private static func readTests(of folder: String, packageRoot: URL, variants: [Variant])
    throws(WorkshopError) -> [TestFile]
  {
    let id = String((folder as NSString).lastPathComponent.prefix { $0 != "-" })
    let base = packageRoot.appendingPathComponent(folder)
    let files = WorkshopTree(root: base).files(under: ["Tests"])
    return try files.map { path throws(WorkshopError) in
      let parts = path.split(separator: "/")
      let suite = parts.count == 3 ? String(parts[1]) : ""
      let variant = variants.first { "\($0.name)Tests" == suite }?.name
      guard path.hasSuffix(".swift"), suite == "ConformanceTests" || variant != nil else {
        throw WorkshopError.exercise(
          "\(id): \(folder)/\(path) is not in Tests/ConformanceTests/ or a variant's "
            + "Tests/<Name>Tests/")
      }
      guard let text = try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
      else { throw WorkshopError.exercise("\(id): \(folder)/\(path) cannot be read") }
      let file = TestFile(path: path, text: text, variant: variant)
      guard text.contains("struct \(file.suite) ") || text.contains("struct \(file.suite){") else {
        throw WorkshopError.exercise(
          "\(id): \(folder)/\(path) should declare the suite '\(file.suite)', as it is named")
      }
      return file
    }
  }
}
