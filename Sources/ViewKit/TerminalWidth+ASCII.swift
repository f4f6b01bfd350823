/// The fast path of `TerminalWidth.columns(of:)`. Most text the runner prints is plain ASCII,
/// where each byte is one character and takes one column (a control character none). Between
/// two ASCII bytes there is always a break between characters, except inside CR LF; so text
/// can be cut there, the ASCII counted byte by byte, and only the stretches around other
/// characters measured a character at a time. The result is the same as the general way's.
extension TerminalWidth {
  /// The columns the text of these UTF-8 bytes takes.
  static func columns(ofUTF8 buffer: UnsafeBufferPointer<UInt8>) -> Int {
    guard let bytes = buffer.baseAddress else { return 0 }
    let count = buffer.count
    var width = 0
    var index = 0
    while index < count {
      let byte = bytes[index]
      let next = index + 1 < count ? bytes[index + 1] : 0
      if byte < 0x80, next < 0x80, byte != 0x0D || next != 0x0A {
        if byte >= 0x20, byte != 0x7F { width += 1 }
        index += 1
        continue
      }
      // The stretch up to the next break between two ASCII bytes, measured the general way.
      var end = index + 1
      while end < count, !isBreak(bytes[end - 1], bytes[end]) { end += 1 }
      let stretch = UnsafeBufferPointer(start: bytes + index, count: end - index)
      width += characterColumns(of: String(decoding: stretch, as: UTF8.self))
      index = end
    }
    return width
  }

  /// Whether a character surely ends between these two bytes: both are ASCII, and not CR LF.
  private static func isBreak(_ byte: UInt8, _ next: UInt8) -> Bool {
    byte < 0x80 && next < 0x80 && (byte != 0x0D || next != 0x0A)
  }
}
