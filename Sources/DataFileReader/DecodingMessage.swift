import Foundation
import ShowcaseSupport

/// Says in one line why a data file was refused: where and what.
///
/// `JSONDecoder` checks a string's or a number's text only when it reads that value, and its
/// errors name no place in the text. So the text is read again by `JSONSerialization`, which
/// says where the first syntax error is. A syntax error comes before any other problem.
enum DecodingMessage {
  /// The file's value as `JSONSerialization` reads it; throws the message for the text's first
  /// syntax error.
  static func tree(of text: Data, file: String) throws(DataFileError) -> Any {
    do {
      return try JSONSerialization.jsonObject(with: text, options: .fragmentsAllowed)
    } catch {
      throw syntaxError(error, in: text, file: file)
    }
  }

  /// Why the file was refused, when the decoder threw `error`; `tree` is the file's value.
  static func error(_ error: DecodingError?, tree: Any, file: String) -> DataFileError {
    let (path, problem): ([any CodingKey], String)
    switch error {
    case .typeMismatch(let type, let context)?, .valueNotFound(let type, let context)?:
      let found = foundValue(at: context.codingPath, in: tree).map { ", found \($0)" } ?? ""
      (path, problem) = (context.codingPath, "expected \(name(type))\(found)")
    case .keyNotFound(let key, let context)?:
      (path, problem) = (context.codingPath, "missing field \(Echo.quoted(key.stringValue))")
    case .dataCorrupted(let context)? where !context.codingPath.isEmpty:
      (path, problem) = (context.codingPath, context.debugDescription)
    default:
      return DataFileError(file: file, problem: "invalid JSON")
    }
    return DataFileError(file: file, problem: "\(keyPath(path)): \(problem)")
  }

  private static func name(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "an integer"
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    default: "a value of type \(type)"
    }
  }

  /// What was found at `path` in `tree`, which the decoder's error does not say.
  private static func foundValue(at path: [any CodingKey], in tree: Any) -> String? {
    var value: Any? = tree
    for key in path {
      if let index = key.intValue, let array = value as? [Any], array.indices.contains(index) {
        value = array[index]
      } else {
        value = (value as? [String: Any])?[key.stringValue]
      }
    }
    switch value {
    case let string as String: return "the string " + Echo.quoted(string, limit: 40)
    case is NSNull: return "null"
    // `true` and `false` are numbers too, of the C type `char`; 1 would pass for a `Bool`.
    case let number as NSNumber where String(cString: number.objCType) == "c":
      return "\(number.boolValue)"
    case let number as NSNumber: return "the number \(Echo.word(number.description))"
    case is [Any]: return "an array"
    case is [String: Any]: return "an object"
    default: return nil
    }
  }

  static func duplicateKey(_ duplicate: KeyScan.Duplicate, in text: Data, file: String)
    -> DataFileError
  {
    let first = position(of: duplicate.first, in: text)
    let second = position(of: duplicate.second, in: text)
    return DataFileError(
      file: file, line: second.line, column: second.column,
      problem: "duplicate key \(Echo.quoted(duplicate.key)) "
        + "(already given at \(first.line):\(first.column))")
  }

  /// The file's text: its bytes after any UTF-8 byte order mark, which Foundation skips.
  static func withoutByteOrderMark(_ data: Data) -> Data {
    data.starts(with: byteOrderMark) ? data.dropFirst(byteOrderMark.count) : data
  }

  /// What `JSONSerialization` said, with the place it names as a line and a column: "Invalid
  /// value around character 53." names a byte, counted from 0.
  private static func syntaxError(_ error: any Error, in text: Data, file: String)
    -> DataFileError
  {
    let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    var words = said.hasSuffix(".") ? String(said.dropLast()) : said
    var offset: Int?
    let digits = String(words.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
    let head = words.dropLast(digits.count)
    if let number = Int(digits), let phrase = offsetPhrases.first(where: head.hasSuffix) {
      offset = number
      words = String(head.dropLast(phrase.count))
    } else if words.hasPrefix("Unexpected end of file during JSON parse") {
      offset = text.count
    }
    words = words.prefix(1).lowercased() + words.dropFirst()
    let problem = "invalid JSON: " + Echo.word(words, limit: 100)
    guard let offset else { return DataFileError(file: file, problem: problem) }
    let place = position(of: min(offset, text.count), in: text)
    return DataFileError(file: file, line: place.line, column: place.column, problem: problem)
  }

  /// What comes before the number that ends Foundation's message, where it says where the
  /// error is. A regex would do, but a literal builds its regex anew each time it is reached,
  /// and the random-input tests reach this hundreds of times.
  private static let offsetPhrases = [" around character ", " starting from character ", " at "]

  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The line of the byte at `offset`, and its column in characters, both from 1.
  private static func position(of offset: Int, in text: Data) -> (line: Int, column: Int) {
    let before = text.prefix(offset)
    let line = before.count(where: { $0 == 0x0A }) + 1
    let lineStart = before.lastIndex(of: 0x0A).map { before.index(after: $0) } ?? before.startIndex
    let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
    return (line, column)
  }
}
