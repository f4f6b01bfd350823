import Foundation
import TestSupport

extension TestFolder {
  /// Writes each file's text at its path under `root`, making the folders it needs.
  static func write(_ files: [String: String], into root: URL) throws {
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }
}
