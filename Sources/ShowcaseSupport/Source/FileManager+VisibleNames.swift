import Foundation

extension FileManager {
  /// The names in the folder at `path`, without hidden ones: a Mac's Finder writes `.DS_Store`
  /// into every folder it opens, and it is neither a target, an exhibit nor a page.
  package func visibleNames(atPath path: String) throws -> [String] {
    try contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }
  }

  /// The files under `folder` of `root`, as paths from `root` (`folder/…`), sorted; hidden
  /// files and folders are left out. A missing folder has none. It lists names and asks only
  /// whether each is a folder: a URL's resource values cost far more outside Apple's platforms.
  package func visibleFiles(under folder: String, of root: URL) -> [String] {
    var files: [String] = []
    var pending = [folder]
    while let next = pending.popLast() {
      let path = root.appendingPathComponent(next).path
      for name in (try? visibleNames(atPath: path)) ?? [] {
        var isFolder: ObjCBool = false
        guard fileExists(atPath: path + "/" + name, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
          pending.append(next + "/" + name)
        } else {
          files.append(next + "/" + name)
        }
      }
    }
    return files.sorted()
  }
}
