import Foundation

/// Writing a bug into a variant's sources: each edit in turn, each old text found exactly once
/// in the file as the edits before it left it. An edit that no longer applies is a mistake of
/// the catalogue, named by bug, variant and file, so that the catalogue cannot silently rot
/// when a variant's code changes.
extension Bug {
  /// The files this bug changes in `variant`, by path, with the bug written in. `original`
  /// gives a file's text as it is now, or nil when there is no such file.
  func patchedFiles(of variant: String, original: (String) -> String?) throws(BugCatalogue.Mistake)
    -> [String: String]
  {
    var files: [String: String] = [:]
    for edit in edits[variant] ?? [] {
      guard let text = files[edit.file] ?? original(edit.file) else {
        throw BugCatalogue.Mistake(line: edit.line, "\(id), \(variant): no file \(edit.file)")
      }
      switch edit.applied(to: text) {
      case .success(let patched): files[edit.file] = patched
      case .failure(let count):
        let times = count.value == 1 ? "once" : "\(count.value) times"
        throw BugCatalogue.Mistake(
          line: edit.line,
          "\(id), \(variant): the old text is found \(times) in \(edit.file) "
            + "(expected exactly once)")
      }
    }
    return files
  }

  /// The files this bug changes in `variant`, read from the package at `packageRoot`.
  func patchedFiles(of variant: String, packageRoot: URL) throws(BugCatalogue.Mistake)
    -> [String: String]
  {
    try patchedFiles(of: variant) { path in
      try? String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }
  }
}
