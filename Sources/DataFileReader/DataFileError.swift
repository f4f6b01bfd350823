import Foundation
import ShowcaseSupport

/// Why a JSON data file could not become a `DataSet`, said in one line as a compiler would:
/// `<file>:<line>: <problem>`, or `<file>: <problem>` when no line can be named.
///
/// The lines come from the reader's own pass over the bytes (`JSONScanner`), which counts them
/// as it goes: Foundation's decoder says where a problem lies neither exactly nor the same way
/// on every platform.
public struct DataFileError: Error, Equatable, CustomStringConvertible {
  /// The file as the caller named it: a path, or the name given to `DataFile.decode(_:file:)`.
  public var file: String
  /// The line the problem is on, from 1, when one can be named.
  public var line: Int?
  /// What is wrong, with the key path of the value at fault where there is one.
  public var problem: String

  public init(file: String, line: Int? = nil, problem: String) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  public var description: String {
    let name = Echo.fileName(file)
    let place = line.map { "\(name):\($0)" } ?? name
    let text = problem.split(whereSeparator: \.isNewline).joined(separator: " ")
    return "\(place): \(text)"
  }
}

/// Where a value lies in a data file, written as the messages write it: `subjects[2].phases[0]`.
struct JSONPath: Sendable, Equatable, CustomStringConvertible {
  enum Step: Sendable, Equatable {
    case key(String)
    case index(Int)
  }

  var steps: [Step] = []

  static let root = JSONPath()

  func key(_ name: String) -> JSONPath { JSONPath(steps: steps + [.key(name)]) }
  func index(_ position: Int) -> JSONPath { JSONPath(steps: steps + [.index(position)]) }

  var description: String {
    guard !steps.isEmpty else { return "top level" }
    var text = ""
    for step in steps {
      switch step {
      case .key(let name): text += (text.isEmpty ? "" : ".") + Echo.word(name)
      case .index(let position): text += "[\(position)]"
      }
    }
    return text
  }
}
