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
}
