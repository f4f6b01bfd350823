/// Writing a bug into a variant's sources: each edit in turn, each old text found exactly once
/// in the file as the edits before it left it. An edit that no longer applies is a mistake of
/// the catalogue, named by bug, variant and file.
extension Bug {
  /// The files this bug changes in `variant`, by path, with the bug written in. `original`
  /// gives a file's text as it is now, or nil when there is no such file.
  func patchedFiles(of variant: String, original: (String) -> String?) throws(BugCatalogue.Mistake)
    -> [String: String]
  {
    try CatalogueEdit.patchedFiles(
      edits[variant] ?? [], of: BugCatalogue.self, label: "\(id), \(variant)", original: original)
  }
}
