import ShowcaseSupport

/// The lines of one file that a scenario's step runs and its setup alone does not, read from
/// two coverage exports of the same build: one after the setup, one after the setup and the
/// step.
///
/// llvm-cov describes a file as segments: from each segment's start, code runs as often as its
/// count says, up to the next segment. A line is in the slice when a region that covers it ran
/// in the second run and never in the first. A line that ran in the setup and again in the step
/// is not; `guard !Task.isCancelled else { return }` is, when only the step took its `return`.
struct CoverageSlice {
  /// A segment of llvm-cov's JSON export: `[line, column, count, hasCount, isRegionEntry,
  /// isGapRegion]`.
  struct Segment: Sendable, Equatable {
    let line: Int
    let column: Int
    let count: Int
    var hasCount = true
    var isRegionEntry = true
    var isGapRegion = false
  }

  /// The numbers of the lines of `text` that the step alone ran, comments and blank lines left
  /// out. `setup` and `step` are the file's segments in the two exports. Each export joins
  /// neighbouring segments of equal count, so the two lists need not pair up: each is read
  /// where a line starts and where a region on it starts, in either list.
  static func lines(setup: [Segment], step: [Segment], text: String) -> [Int] {
    let source = SwiftSource(text)
    let code = source.codeLineNumbers
    // Where a region starts, in either list, as llvm-cov reads a line's count. Probing also
    // where a region resumes after a nested one marked lines of a branch that never ran (in
    // A2, TEA's failed switch).
    let starts = (setup + step).filter { $0.hasCount && $0.isRegionEntry && !$0.isGapRegion }
    let startsByLine = Dictionary(grouping: starts, by: \.line)
    return (1...max(source.lines.count, 1)).filter { number in
      guard code.contains(number) else { return false }
      let places = [(number, 1)] + (startsByLine[number] ?? []).map { ($0.line, $0.column) }
      return places.contains { place in
        guard let ran = segment(at: place, in: step), ran.hasCount, ran.count > 0 else {
          return false
        }
        return (segment(at: place, in: setup).map { $0.hasCount ? $0.count : 0 } ?? 0) == 0
      }
    }
  }

  /// The segment in effect at `place` (line, column): the last that starts there or before.
  private static func segment(at place: (Int, Int), in segments: [Segment]) -> Segment? {
    var (low, high) = (0, segments.count)
    while low < high {
      let middle = (low + high) / 2
      let start = (segments[middle].line, segments[middle].column)
      if start <= place { low = middle + 1 } else { high = middle }
    }
    return low == 0 ? nil : segments[low - 1]
  }
}

extension CoverageSlice.Segment {
  init?(_ fields: [Any]) {
    guard fields.count >= 6, let line = fields[0] as? Int, let column = fields[1] as? Int,
      let count = fields[2] as? Int, let hasCount = fields[3] as? Bool,
      let isRegionEntry = fields[4] as? Bool, let isGapRegion = fields[5] as? Bool
    else { return nil }
    self.init(
      line: line, column: column, count: count, hasCount: hasCount,
      isRegionEntry: isRegionEntry, isGapRegion: isGapRegion)
  }
}
