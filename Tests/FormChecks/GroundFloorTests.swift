import Foundation
import TestSupport
import Testing

@testable import ShowcaseSupport

/// Keeps the ground floor free of the patterns: the Model, the toolkit and the tracer serve
/// every variant, so none of them may name a pattern's role, and the Model needs neither the
/// tracer nor the data-file reader. Adding a pattern then touches none of them.
@Suite("Ground floor")
struct GroundFloorTests {
  static let groundFloor = ["Sources/Model", "Sources/ViewKit", "Sources/Tracing"]

  @Test("The Model, the toolkit and the tracer name no pattern role", arguments: groundFloor)
  func namesNoPatternRole(folder: String) throws {
    let files = try StaticMeasure.swiftFiles(in: folder, packageRoot: SpecFile.packageRoot)
    let roleNames = /(?i)presenter|view ?model|interactor|router|coordinator/
    #expect(!files.isEmpty)
    for (path, text) in files {
      let lines = text.split(separator: "\n")
      let naming = lines.indices.filter { lines[$0].contains(roleNames) }
      #expect(naming.isEmpty, "\(path):\(naming.map { $0 + 1 }) names a pattern role")
    }
  }

  @Test("The Model imports neither the tracer nor the data-file reader")
  func modelImportsNoTracing() throws {
    for (path, text) in try StaticMeasure.swiftFiles(
      in: "Sources/Model", packageRoot: SpecFile.packageRoot)
    {
      let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
      #expect(
        imports.allSatisfy { ["import Foundation", "import Observation"].contains($0) },
        "\(path): \(imports)")
    }
  }
}
