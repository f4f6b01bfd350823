import Foundation

extension FileManager {
  /// The names in the folder at `path`, without hidden ones: a Mac's Finder writes `.DS_Store`
  /// into every folder it opens, and it is neither a target, an exhibit nor a page.
  package func visibleNames(atPath path: String) throws -> [String] {
    try contentsOfDirectory(atPath: path).filter { !$0.hasPrefix(".") }
  }
}
