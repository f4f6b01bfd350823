/// What the catalogue's reader holds between lines: the bug it is reading.
extension BugCatalogueReader {
  /// A bug whose section is being read.
  struct Draft {
    let id: String
    let title: String
    let line: Int
    var scenarios: [String]?
    var edits: [String: [CatalogueEdit]] = [:]
    var variant: String?
    var file: String?
    var old: (text: String, line: Int)?
  }
}
