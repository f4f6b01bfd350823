import Foundation
import TestSupport
import Testing

/// Keeps the ground floor free of the patterns: the Model, the toolkit and the tracer serve
/// every variant, so none of them may name a pattern's role, and the Model needs neither the
/// tracer nor the data-file reader. Adding a pattern then touches none of them.
@Suite("Ground floor")
struct GroundFloorTests {
  static let groundFloor = ["Sources/Model", "Sources/ViewKit", "Sources/Tracing"]

  @Test("The Model, the toolkit and the tracer name no pattern role", arguments: groundFloor)
  func namesNoPatternRole(folder: String) throws {
    let files = try swiftFiles(in: SpecFile.packageRoot.appendingPathComponent(folder))
    let roleNames = /(?i)presenter|view ?model|interactor|router|coordinator/
    #expect(!files.isEmpty)
    for file in files {
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      let naming = lines.indices.filter { lines[$0].contains(roleNames) }
      #expect(
        naming.isEmpty,
        "\(folder)/\(file.lastPathComponent):\(naming.map { $0 + 1 }) names a pattern role")
    }
  }

  @Test("The Model imports neither the tracer nor the data-file reader")
  func modelImportsNoTracing() throws {
    let folder = SpecFile.packageRoot.appendingPathComponent("Sources/Model")
    for file in try swiftFiles(in: folder) {
      let imports = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        .filter { $0.hasPrefix("import ") }
      #expect(
        imports.allSatisfy { ["import Foundation", "import Observation"].contains($0) },
        "\(file.lastPathComponent): \(imports)")
    }
  }
}
