/// What the completions a test hands a data controller were called with, in order: each as the
/// test words it (`loaded`, `switched` or the error's reason, after a label where it gives one). A
/// test takes them after each step, and sees what that step completed.
@MainActor
final class CompletionLog {
  private var outcomes: [String] = []

  /// Records one call of a completion.
  func append(_ outcome: String) {
    outcomes.append(outcome)
  }

  /// The calls since the last take, in order; the log forgets them.
  func take() -> [String] {
    defer { outcomes = [] }
    return outcomes
  }
}
