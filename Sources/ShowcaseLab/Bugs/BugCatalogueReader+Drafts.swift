/// What the catalogue's reader holds between lines: the bug it is reading and the fenced block
/// that is open.
extension BugCatalogueReader {
  /// A bug whose section is being read.
  struct Draft {
    let id: String
    let title: String
    let line: Int
    var scenarios: [String]?
    var edits: [String: [BugEdit]] = [:]
    var variant: String?
    var file: String?
    var old: (text: String, line: Int)?
  }

  /// A fenced block being read: its tag, its opening line and backticks, its lines so far.
  struct Fence {
    let tag: String
    let line: Int
    let ticks: Int
    var lines: [String] = []
  }
}
