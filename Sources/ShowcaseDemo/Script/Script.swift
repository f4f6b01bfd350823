/// A demo script: what a person does to the feature and what the network answers, one command
/// a line. The runner plays the same script on every variant and compares their screens after
/// each step. The syntax is described in Docs/Scripts.md; `ScriptParser` reads it.
package struct Script: Sendable, Equatable {
  /// One command of the script, where it was written, and the caption a `step` line gave it.
  package struct Step: Sendable, Equatable {
    var command: Command
    var caption: String?
    /// The line of the script the command is on, from 1.
    var line: Int

    init(command: Command, caption: String? = nil, line: Int) {
      self.command = command
      self.caption = caption
      self.line = line
    }
  }

  package var steps: [Step]

  init(steps: [Step]) {
    self.steps = steps
  }
}
