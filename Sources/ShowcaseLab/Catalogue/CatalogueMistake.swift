/// A catalogue kept as a data file beside the docs: the bug catalogue, the refactoring
/// catalogue.
protocol CatalogueFile {
  /// Where it is, from the package's root: `Docs/bugs.catalogue`.
  static var path: String { get }
}

/// A mistake in a catalogue, said in one line that names the file and, where there is one, the
/// line: `Docs/bugs.catalogue:12: …`.
struct CatalogueMistake<Catalogue: CatalogueFile>: Error, Equatable, CustomStringConvertible {
  let line: Int?
  let message: String

  init(line: Int?, _ message: String) {
    self.line = line
    self.message = message
  }

  var description: String {
    "\(Catalogue.path)\(line.map { ":\($0)" } ?? ""): \(message)"
  }
}
