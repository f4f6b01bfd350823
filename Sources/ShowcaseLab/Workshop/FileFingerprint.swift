/// A file's fingerprint for the workshop's state: FNV-1a, 64 bits, of every byte, as 16 hex
/// digits. The report's `StaticMeasure.fingerprint` reads code lines only and keeps 32 bits; here
/// a changed comment or blank line is a participant's work too, so every byte counts.
enum FileFingerprint {
  /// What the state records for a file that a reference solution deleted.
  static let deleted = "deleted"

  static func of(_ text: String) -> String {
    of(bytes: text.utf8)
  }

  static func of<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
