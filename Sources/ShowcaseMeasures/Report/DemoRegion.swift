import Model
import ShowcaseCore
import ShowcaseDemo

/// The README's first demo: one step of the built-in session as `swift run showcase` prints it,
/// every variant's screen with its flows, and the verdict of the whole session; played for
/// real, so the README shows what the command prints today.
@MainActor
enum DemoRegion {
  /// The step shown: Retry, where each pattern's roles differ most in who asks the Model.
  static let step = 9
  /// Wide enough for four screens a row, as on a laptop's terminal.
  static let width = 120

  static func text(_ variants: [Variant]) async -> String {
    let script = Script.builtIn
    let report = StepReport(variants: variants, width: width, showsFlows: true)
    let results = await Playback.playing(variants, data: .sample) { playback in
      await playback.play(script) { _ in true }
    }
    let shown = results.first { $0.number == step }.map { report.text($0, of: script.steps.count) }
    let lines = (shown ?? []) + ["…"] + report.verdict(results)
    return (["```text"] + lines.map { $0.trimmingTrailingSpaces } + ["```"])
      .joined(separator: "\n")
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}
