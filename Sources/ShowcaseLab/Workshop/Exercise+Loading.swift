import Foundation
import ShowcaseCore
import ShowcaseSupport

/// Reading an exercise's folder, and checking that it is whole.
extension Exercise {
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
