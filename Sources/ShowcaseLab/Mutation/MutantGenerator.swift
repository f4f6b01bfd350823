import Foundation
import ShowcaseSupport

/// Finds every place in a variant's code where a `MutationOperator` applies, in a fixed order,
/// so the same code always gives the same mutants under the same numbers.
struct MutantGenerator {
  let code: CodeTokens
  let structure: CodeStructure

  init(_ text: String) {
    code = CodeTokens(text)
    structure = CodeStructure(code)
  }

  /// Every mutant of a variant's files, numbered in path order, then in the order of the code.
  static func mutants(variant: String, files: [(path: String, text: String)]) -> [Mutant] {
    var mutants: [Mutant] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      for var mutant in MutantGenerator(file.text).sites() {
        (mutant.variant, mutant.number, mutant.file) = (variant, mutants.count + 1, file.path)
        mutants.append(mutant)
      }
    }
    return mutants
  }

  /// The mutants of the variant's folder, and its files.
  static func mutants(variant: String, packageRoot: URL) throws
    -> (mutants: [Mutant], files: [(String, String)])
  {
    let files = try StaticMeasure.swiftFiles(in: "Sources/\(variant)", packageRoot: packageRoot)
    return (mutants(variant: variant, files: files.map { (path: $0.0, text: $0.1) }), files)
  }

  /// The file's mutants, by place in the file, then in the order of `MutationOperator`.
  func sites() -> [Mutant] {
    let all = expressionSites() + conditionSites() + statementSites() + weakSites()
    let order = Dictionary(
      uniqueKeysWithValues: MutationOperator.allCases.enumerated().map { ($1, $0) })
    return all.sorted {
      ($0.offset, order[$0.mutant.mutation] ?? 0) < ($1.offset, order[$1.mutant.mutation] ?? 0)
    }.map(\.mutant)
  }

  /// Imports, compiler directives, and the line that pins a formatter's locale: whether a test
  /// can tell that pin from `Locale.current` depends on the machine's language (a Mac set to
  /// German can, Linux cannot), so a mutant there would give each machine its own record.
  func isExcludedLine(_ line: Int) -> Bool {
    let text = code.source.text(code.source.lines[line]).trimmingCharacters(in: .whitespaces)
    return text.hasPrefix("import ") || text.hasPrefix("#") || text.contains(".locale = ")
  }

  /// A token on an excluded line, or in a statement that starts on one.
  func isExcluded(_ index: Int) -> Bool {
    if isExcludedLine(code[index].line) { return true }
    return structure.statementStart(of: index).map { isExcludedLine(code[$0].line) } ?? false
  }

  /// The keyword a statement opens with past attributes and modifiers: `func` for
  /// `@MainActor private static func load()`.
  func declarationKeyword(ofStatementAt start: Int) -> String? {
    var index = start
    let modifiers: Set = [
      "private", "fileprivate", "internal", "public", "open", "static", "final", "override",
      "mutating", "nonisolated", "required", "convenience", "lazy", "class",
    ]
    while index < code.tokens.count {
      let token = code[index]
      let isAttribute = token.kind == .word && token.text.hasPrefix("@")
      guard token.kind == .word, isAttribute || modifiers.contains(token.text) else {
        return token.kind == .word ? token.text : nil
      }
      index += 1
      // `@available(…)`, attached; `private(set)`.
      if index < code.tokens.count, code[index].text == "(",
        !(isAttribute && code.hasSpaceBefore(index)), let close = structure.partner[index]
      {
        index = close + 1
      }
    }
    return nil
  }

  /// Whether token `index` sits in a declaration's header (`where T == U`): about types.
  func isInDeclarationHeader(_ index: Int) -> Bool {
    guard let start = structure.statementStart(of: index),
      let keyword = declarationKeyword(ofStatementAt: start)
    else { return false }
    return [
      "func", "init", "subscript", "extension", "protocol", "struct", "class", "enum", "actor",
      "typealias", "associatedtype",
    ].contains(keyword)
  }

  /// The line `edit` is on before and after it, or, when it spans lines, its own text.
  func display(_ edit: SourceEdit) -> (original: String, mutated: String) {
    let bytes = code.source.bytes
    let first = code.source.lineIndex(of: edit.range.lowerBound)
    let last = code.source.lineIndex(of: max(edit.range.lowerBound, edit.range.upperBound - 1))
    let context = first == last ? code.source.lines[first] : edit.range
    // Comments are not code: they are blanked out of what is shown.
    let shown = context.map { code.source.kinds[$0] == .comment ? UInt8(ascii: " ") : bytes[$0] }
    let original = Self.oneLine(String(decoding: shown, as: UTF8.self))
    let shifted = SourceEdit(
      range: (edit.range.lowerBound - context.lowerBound)..<(edit.range.upperBound
        - context.lowerBound), before: edit.before, replacement: edit.replacement,
      after: edit.after)
    let mutated = Self.oneLine(SourceEdit.apply([shifted], to: shown))
    return (original, mutated.isEmpty ? "(removed)" : mutated)
  }

  /// `text` trimmed, with each run of spaces and line breaks made one space.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
      .joined(separator: " ")
      .replacingOccurrences(of: "( ", with: "(")
      .replacingOccurrences(of: " )", with: ")")
  }

  /// A site shown as `textual` (or `shown`) changes its code, ordered by `offset` (by default
  /// the token's first byte).
  func site(
    _ mutation: MutationOperator, at index: Int, _ textual: SourceEdit,
    _ switchable: Mutant.Switch?,
    offset: Int? = nil, shown: SourceEdit? = nil
  ) -> MutantSite {
    let (original, mutated) = display(shown ?? textual)
    return (
      offset ?? code[index].range.lowerBound,
      Mutant(
        line: code[index].line + 1, mutation: mutation, original: original, mutated: mutated,
        textual: textual, switchable: switchable)
    )
  }

  /// A site that replaces `range` with `mutated`, switched by a choice.
  func choice(_ mutation: MutationOperator, at index: Int, _ range: Range<Int>, _ mutated: String)
    -> MutantSite
  {
    site(
      mutation, at: index, .replace(range, with: mutated), .choice(range: range, mutated: mutated))
  }
}
