import DataFileReader
import Foundation
import Model

/// A script read from a file, as `showcase --script FILE` plays it.
extension Script {
  /// Reads and parses the script in `file`, named in messages as it is written. A file that
  /// cannot be read, a wrong line, or a script with nothing to play is one `ScriptError`
  /// naming the file.
  static func load(file: String) throws(ScriptError) -> Script {
    try decode(try InputFile.read(file), file: file)
  }

  /// Parses a script's bytes; `file` names it in messages. A byte that is not UTF-8 is a
  /// mistake on its line, like any other.
  static func decode(_ bytes: Data, file: String) throws(ScriptError) -> Script {
    var text = try utf8Text(bytes, file: file)
    // A byte order mark, which some editors write, is no part of the first command.
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let script = try ScriptParser.parse(text, file: file)
    // A script with nothing to play would end in a verdict about no steps: say so instead.
    guard !script.steps.isEmpty else {
      throw ScriptError(file: file, problem: "no command to play (only comments or blank lines)")
    }
    return script
  }

  /// The bytes as text, or the line and value of the first byte that is not UTF-8. Lines are
  /// counted as `ScriptParser` counts them: at every line break.
  private static func utf8Text(_ bytes: Data, file: String) throws(ScriptError) -> String {
    if let text = String(data: bytes, encoding: .utf8) { return text }
    // Not UTF-8: find the first byte that is not, to name its line.
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
      offset += scalar.count
    }
    guard offset < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
    let before = String(decoding: bytes.prefix(offset), as: UTF8.self)
    let line = before.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
    let byte = String(bytes[bytes.startIndex + offset], radix: 16, uppercase: true)
    throw ScriptError(
      file: file, line: line, problem: "byte 0x\(byte) is not UTF-8 (save the script as UTF-8 text)"
    )
  }
}
