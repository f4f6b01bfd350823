import DataFileReader
import Foundation
import Model

/// A script read from a file, as `showcase --script FILE` plays it.
extension Script {
  /// Reads and parses the script in `file`. A file that cannot be read, a wrong line, or a
  /// script with nothing to play is one `ScriptError` naming the file.
  static func load(file: String) throws(ScriptError) -> Script {
    let text: String
    do {
      text = try String(contentsOfFile: file, encoding: .utf8)
    } catch {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isFolder)
      let problem =
        !exists
        ? "no such file" : isFolder.boolValue ? "is a folder" : "cannot be read as UTF-8 text"
      throw ScriptError(file: file, problem: problem)
    }
    let script = try ScriptParser.parse(text, file: file)
    // A script with nothing to play would end in a verdict about no steps: say so instead.
    guard !script.steps.isEmpty else {
      throw ScriptError(file: file, problem: "no command to play (only comments or blank lines)")
    }
    return script
  }
}
