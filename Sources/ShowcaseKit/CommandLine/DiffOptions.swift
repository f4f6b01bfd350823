/// The options of `showcase diff P Q`: the two variants, the screen, how it is written.
struct DiffOptions: Sendable, Equatable {
  /// Variant ids, as the command line gave them: the left column, then the right.
  var left = ""
  var right = ""
  var screen: DiffScreen = .subjects
  var format: DiffFormat = .text
  var width: Int?
}

/// How `showcase diff` is written: columns for a terminal, sections for Markdown, or a page of
/// slides for a projector.
enum DiffFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case markdown
  case html
}
