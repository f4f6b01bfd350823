import Foundation
import ShowcaseSupport

/// One compiler error: the file it is in, from the copy's root, and the whole line with the
/// copy's path left out.
struct CompilerError: Equatable {
  let file: String
  let message: String

  static func all(in output: String, _ copy: ScratchPackage) -> [CompilerError] {
    let prefix = copy.root.path + "/"
    var found: [CompilerError] = []
    for line in output.split(separator: "\n") where line.contains(": error: ") {
      guard line.hasPrefix(prefix) else { continue }
      let message = String(line.dropFirst(prefix.count))
      let error = CompilerError(file: String(message.prefix { $0 != ":" }), message: message)
      if !found.contains(error) { found.append(error) }
    }
    return found
  }

  /// The first error's line, or where to look when none names a file.
  static func first(in output: String, _ copy: ScratchPackage) -> String {
    all(in: output, copy).first?.message ?? "see the build's output"
  }
}
