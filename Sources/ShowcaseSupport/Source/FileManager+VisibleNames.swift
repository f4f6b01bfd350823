import Foundation

extension FileManager {
  /// The names in the folder, without hidden ones such as the Finder's `.DS_Store`.
  package func visibleNames(atPath path: String) throws -> [String] {
    try contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }
  }

  /// The regular files under `folder` of `root`, as sorted paths from `root`; no hidden ones,
  /// no links, none of a missing folder. A URL's resource values would cost far more off
  /// Apple's platforms than reading each name's type.
  package func visibleFiles(under folder: String, of root: URL) -> [String] {
    var files: [String] = []
    var pending = [folder]
    while let next = pending.popLast() {
      let path = root.appendingPathComponent(next).path
      for name in (try? visibleNames(atPath: path)) ?? [] {
        // The item's own type: a link's is `.typeSymbolicLink`, whatever it points to.
        switch (try? attributesOfItem(atPath: path + "/" + name))?[.type] as? FileAttributeType {
        case .typeDirectory?: pending.append(next + "/" + name)
        case .typeRegular?: files.append(next + "/" + name)
        default: continue
        }
      }
    }
    return files.sorted()
  }
}
