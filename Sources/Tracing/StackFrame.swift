import Foundation

/// One frame of a call stack as a flow reads it: the module and the type whose code runs, and
/// the function, written as a selector (`show(rows:)`). Read from the frame's symbol, so it
/// names what really runs, whoever claims to call it.
struct StackFrame: Hashable, Sendable {
  /// The module the code was written in: `MVP`, `ViewKit`.
  var module: String
  /// The innermost type the function belongs to, or "" for a free function.
  var type: String
  /// The function as a selector: `retryTapped()`, `show(rows:)`, `state (set)`.
  var function: String
  /// The frame runs a closure written in `function`, not the function itself.
  var isClosure = false
  /// The closure is `async`: work a task runs, such as an effect.
  var isAsyncClosure = false

  /// What a flow writes for a call into this frame: `retryTapped()`, `closure in load()`.
  var message: String { isClosure ? "closure in \(function)" : function }
}

extension StackFrame {
  /// Reads a demangled Swift symbol; `nil` for thunks, witnesses and anything that is not
  /// code a person wrote (a flow looks through them).
  init?(demangled symbol: String) {
    var text = symbol
    // A private type is written `(Name in _0123…)`; an extension `(extension in Module):`.
    text = Self.withoutPrivateDiscriminators(text)
    text = Self.withoutExtensionContexts(text)
    while let prefix = Self.wrapperPrefix(of: text) {
      text.removeFirst(prefix)
    }
    let skipped = ["thunk", "protocol witness", "outlined", "key path", "variable initialization"]
    guard !skipped.contains(where: text.contains) else { return nil }

    var isClosure = false
    var isAsyncClosure = false
    if text.hasPrefix("closure #") || text.hasPrefix("implicit closure #") {
      guard let range = text.range(of: " in ", options: .backwards) else { return nil }
      isClosure = true
      // The innermost closure's signature comes first: `closure #1 () async -> A in …`.
      let signature = text[..<range.lowerBound]
      let firstClosure = signature.components(separatedBy: " in ").first ?? ""
      isAsyncClosure = firstClosure.contains(" async")
      text = String(text[range.upperBound...])
    }
    guard let parsed = Self.parse(text) else { return nil }
    self.init(
      module: parsed.module, type: parsed.type, function: parsed.function, isClosure: isClosure,
      isAsyncClosure: isAsyncClosure)
  }

  // The demangled text is read with plain string operations: a regex literal is compiled each
  // time it is evaluated, which made reading a stack five times slower.

  /// `(Name in _0123ABCD)`, a private type, as `Name`.
  private static func withoutPrivateDiscriminators(_ text: String) -> String {
    var result = text
    while let marker = result.range(of: " in _"),
      let open = result[..<marker.lowerBound].lastIndex(of: "("),
      let close = result[marker.upperBound...].firstIndex(of: ")"),
      result[marker.upperBound..<close].allSatisfy(\.isHexDigit)
    {
      let name = result[result.index(after: open)..<marker.lowerBound]
      result.replaceSubrange(open...close, with: name)
    }
    return result
  }

  /// `(extension in Module):`, which names where an extension is, left out.
  private static func withoutExtensionContexts(_ text: String) -> String {
    var result = text
    while let start = result.range(of: "(extension in "),
      let end = result[start.upperBound...].range(of: "):")
    {
      result.removeSubrange(start.lowerBound..<end.upperBound)
    }
    return result
  }

  /// How many characters of `text` name a wrapper around the function, such as
  /// `partial apply for ` or `(1) suspend resume partial function for `; `nil` for none.
  private static func wrapperPrefix(of text: String) -> Int? {
    let prefixes = [
      "partial apply forwarder for ", "partial apply for ", "specialized ", "merged ",
      "static ", "@objc ", "async function pointer to ",
    ]
    if let prefix = prefixes.first(where: text.hasPrefix) { return prefix.count }
    // `(12) suspend resume partial function for ` and its `await` form.
    guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { return nil }
    let number = text[text.index(after: text.startIndex)..<close]
    guard !number.isEmpty, number.allSatisfy(\.isNumber) else { return nil }
    let rest = text[text.index(after: close)...]
    for resume in [" suspend resume partial function for ", " await resume partial function for "]
    where rest.hasPrefix(resume) {
      return text.distance(from: text.startIndex, to: close) + 1 + resume.count
    }
    return nil
  }

  /// `Module.Type.name(label: T, U) -> R` or `Module.Type.property.setter : T`.
  private static func parse(_ text: String) -> (module: String, type: String, function: String)? {
    let nameEnd =
      [text.firstIndex(of: "("), text.range(of: " : ")?.lowerBound, text.firstIndex(of: "<")]
      .compactMap { $0 }.min() ?? text.endIndex
    let path = text[..<nameEnd].split(separator: ".").map(String.init)
    guard path.count >= 2, let module = path.first, !module.contains(" ") else { return nil }
    let accessors = [
      "getter": "get", "setter": "set", "modify": "set", "didset": "set", "willset": "set",
      "read": "get",
    ]
    if let last = path.last, let kind = accessors[last], path.count >= 3 {
      let type = path.count >= 4 ? path[path.count - 3] : ""
      return (module, type, "\(path[path.count - 2]) (\(kind))")
    }
    let type = path.count >= 3 ? path[path.count - 2] : ""
    let name = path[path.count - 1]
    guard nameEnd < text.endIndex, text[nameEnd] == "(" else { return (module, type, name) }
    return (module, type, "\(name)(\(labels(text[text.index(after: nameEnd)...])))")
  }

  /// The argument labels of a parameter list, selector style: `rows:_:` for
  /// `rows: [Row], Swift.Bool) -> ()`.
  private static func labels(_ list: Substring) -> String {
    var depth = 0
    var parameters: [String] = []
    var current = ""
    for character in list {
      switch character {
      case "(", "[", "<": depth += 1
      case ")" where depth == 0:
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        return parameters.map(label).joined()
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        parameters.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    return parameters.map(label).joined()
  }

  private static func label(_ parameter: String) -> String {
    let trimmed = parameter.trimmingCharacters(in: .whitespaces)
    let name = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty, trimmed.dropFirst(name.count).hasPrefix(": ") else { return "_:" }
    return "\(name):"
  }
}
