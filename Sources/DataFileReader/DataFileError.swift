import Foundation
import ShowcaseSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a JSON data file could not become a `DataSet`, said in one line as a compiler would:
/// `<file>:<line>:<column>: <problem>` for a syntax error, `<file>:<line>: <problem>` when only
/// the line is known, or `<file>: <problem>`, where the problem names the key path at fault.
public struct DataFileError: Error, Equatable, CustomStringConvertible {
  /// The file as the caller named it.
  public var file: String
  /// From 1, when one can be named.
  public var line: Int?
  /// From 1, in characters, when one can be named.
  public var column: Int?
  /// What is wrong, with the key path of the value at fault where there is one.
  public var problem: String

  public init(file: String, line: Int? = nil, column: Int? = nil, problem: String) {
    self.file = file
    self.line = line
    self.column = column
    self.problem = problem
  }

  public var description: String {
    var place = Echo.fileName(file)
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    let text = problem.split(whereSeparator: \.isNewline).joined(separator: " ")
    return "\(place): \(text)"
  }
}

/// Where a value lies in a data file, written as the messages write it: `subjects[2].phases[0]`,
/// or `top level` for the file's value itself. The steps are `JSONDecoder`'s coding path: a key
/// of an array's element has an integer value.
func keyPath(_ path: [any CodingKey]) -> String {
  guard !path.isEmpty else { return "top level" }
  var text = ""
  for key in path {
    if let index = key.intValue {
      text += "[\(index)]"
    } else {
      text += (text.isEmpty ? "" : ".") + Echo.word(key.stringValue)
    }
  }
  return text
}
