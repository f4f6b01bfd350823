import Foundation

extension FileManager {
  /// The names in the folder at `path`, without hidden ones: a Mac's Finder writes `.DS_Store`
  /// into every folder it opens, and it is neither a target, an exhibit nor a page.
  package func visibleNames(atPath path: String) throws -> [String] {
    try contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }
  }

  /// The regular files under `folder` of `root`, as paths from `root` (`folder/…`), sorted;
  /// hidden files and folders are left out, and so are links, which are not followed. A
  /// missing folder has none. It lists names and reads each one's type: a URL's resource
  /// values cost far more outside Apple's platforms.
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
