import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keys of a data file, read from its bytes: `JSONDecoder` silently keeps one value of a key
/// given twice, and ignores one it is not asked for. Both scans trust the text to be JSON, and
/// skip with C's `strcspn` and `memchr`, which a debug build runs as fast as a release build.
enum KeyScan {
  /// How many keys the text has. In JSON, a colon outside a string ends a key, and nothing
  /// else does. The count is quick: it is made for every file.
  static func keyCount(in text: Data) -> Int {
    withBytes(of: text, stops: ":\"") { bytes, count, stops in
      let (colon, quote) = (UInt8(ascii: ":"), UInt8(ascii: "\""))
      var keys = 0
      var offset = 0
      while offset < count {
        offset = next(stops, in: bytes, from: offset)
        guard offset < count else { break }
        if bytes[offset] == colon {
          keys += 1
        } else if bytes[offset] == quote {
          offset = stringEnd(bytes, count: count, from: offset)
        }
        offset += 1
      }
      return keys
    }
  }

  /// A key given twice in one object, with the offsets of the two opening quotes.
  typealias Duplicate = (key: String, first: Int, second: Int)

  /// The first key given twice in one object, if any. Keys are compared as the decoder reads
  /// them: `"f\u0069rstName"` is `firstName`. The scan is slow: it is made for a refused file.
  static func firstDuplicate(in text: Data) -> Duplicate? {
    withBytes(of: text, stops: "\"{}[],") { bytes, count, stops in
      // The keys of each object the scan is in, each with its offset; `nil` for an array.
      var levels: [[String: Int]?] = []
      var expectsKey = false
      var offset = 0
      while offset < count {
        offset = next(stops, in: bytes, from: offset)
        guard offset < count else { break }
        switch bytes[offset] {
        case UInt8(ascii: "\""):
          let end = stringEnd(bytes, count: count, from: offset)
          if expectsKey, !levels.isEmpty {
            let key = name(UnsafeBufferPointer(start: bytes + offset, count: end + 1 - offset))
            if let first = levels[levels.count - 1]?[key] {
              return (key, first, offset)
            }
            levels[levels.count - 1]?[key] = offset
          }
          expectsKey = false
          offset = end
        case UInt8(ascii: "{"):
          levels.append([:])
          expectsKey = true
        case UInt8(ascii: "["):
          levels.append(nil)
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          _ = levels.popLast()
          expectsKey = false
        case UInt8(ascii: ","):
          expectsKey = levels.last.map { $0 != nil } ?? false
        default:
          break
        }
        offset += 1
      }
      return nil
    }
  }

  /// A JSON string, quotes included, as the decoder reads it: escapes resolved.
  private static func name(_ string: UnsafeBufferPointer<UInt8>) -> String {
    let body = UnsafeBufferPointer(rebasing: string.dropFirst().dropLast())
    guard memchr(body.baseAddress!, Int32(UInt8(ascii: "\\")), body.count) != nil else {
      return String(decoding: body, as: UTF8.self)
    }
    return (try? JSONDecoder().decode(String.self, from: Data(string))) ?? ""
  }

  /// Calls `body` with the text's bytes and a 0 after them, so that `strcspn` stops there;
  /// with the text's length, and with `stops` as a C string.
  private static func withBytes<Result>(
    of text: Data, stops: String,
    _ body: (UnsafePointer<UInt8>, Int, UnsafePointer<CChar>) -> Result
  ) -> Result {
    let bytes = [UInt8](unsafeUninitializedCapacity: text.count + 1) { buffer, count in
      count = text.copyBytes(to: buffer)
      buffer[count] = 0
      count += 1
    }
    return bytes.withUnsafeBufferPointer { buffer in
      stops.withCString { stops in body(buffer.baseAddress!, text.count, stops) }
    }
  }

  /// The offset of the first of `stops` at `offset` or after it, or of the 0 after the text.
  private static func next(
    _ stops: UnsafePointer<CChar>, in bytes: UnsafePointer<UInt8>, from offset: Int
  ) -> Int {
    offset + strcspn(UnsafeRawPointer(bytes + offset).assumingMemoryBound(to: CChar.self), stops)
  }

  /// The offset of the quote that ends the string whose opening quote is at `start`, or
  /// `count` if none does.
  private static func stringEnd(_ bytes: UnsafePointer<UInt8>, count: Int, from start: Int)
    -> Int
  {
    // A debug build calls `UInt8(ascii:)` every time: the bytes are named once.
    let (quote, backslash) = (UInt8(ascii: "\""), UInt8(ascii: "\\"))
    var from = start + 1
    while let found = memchr(bytes + from, Int32(quote), count - from) {
      let end = bytes.distance(to: found.assumingMemoryBound(to: UInt8.self))
      // A quote after an odd number of backslashes is escaped.
      var backslashes = 0
      while bytes[end - backslashes - 1] == backslash { backslashes += 1 }
      if backslashes % 2 == 0 { return end }
      from = end + 1
    }
    return count
  }
}
