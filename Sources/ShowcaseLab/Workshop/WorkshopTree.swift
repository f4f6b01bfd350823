import Foundation
import ShowcaseSupport

/// The files of a package the workshop reads and writes, by path relative to its root. Every
/// write is atomic (a temporary file renamed over the old one), so an interrupted command leaves
/// each file either as it was or as it was to be, never half written.
struct WorkshopTree: Sendable {
  let root: URL

  /// What `start` fingerprints, so that `reset` can tell the exercise's changes from anyone
  /// else's: every file under these folders, and the manifest. The exercises themselves
  /// (`Docs/Workshop/`) are not watched: `record` writes there, and nothing else does.
  static let watchedFolders = ["Sources", "Tests", "Docs"]
  static let manifest = "Package.swift"

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func exists(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  func read(_ path: String) -> String? {
    try? String(contentsOf: url(path), encoding: .utf8)
  }

  /// The fingerprint of the file's bytes; `nil` when there is no such file.
  func fingerprint(_ path: String) -> String? {
    guard exists(path), let data = try? Data(contentsOf: url(path)) else { return nil }
    return FileFingerprint.of(bytes: data)
  }

  /// The files under `folders`, as paths from the root, sorted; hidden files and folders are
  /// left out.
  func files(under folders: [String]) -> [String] {
    folders.flatMap { FileManager.default.visibleFiles(under: $0, of: root) }.sorted()
  }

  /// Every file `start` fingerprints.
  var watchedFiles: [String] {
    files(under: Self.watchedFolders).filter { !$0.hasPrefix(Exercise.root + "/") }
      + (exists(Self.manifest) ? [Self.manifest] : [])
  }

  /// Writes `text` to `path` atomically, making its folders.
  func write(_ text: String, to path: String) throws(WorkshopError) {
    try write(Data(text.utf8), to: path)
  }

  /// Copies the bytes of `path` to `destination`, atomically, making its folders.
  func copy(_ path: String, to destination: String) throws(WorkshopError) {
    guard let data = try? Data(contentsOf: url(path)) else {
      throw .cannotWrite("\(path): cannot be read")
    }
    try write(data, to: destination)
  }

  /// The folders writing `path` would make, outermost first.
  func missingFolders(of path: String) -> [String] {
    var missing: [String] = []
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty, !FileManager.default.fileExists(atPath: url(folder).path) {
      missing.insert(folder, at: 0)
      folder = (folder as NSString).deletingLastPathComponent
    }
    return missing
  }

  private func write(_ data: Data, to path: String) throws(WorkshopError) {
    do {
      if let innermost = missingFolders(of: path).last {
        try FileManager.default.createDirectory(
          at: url(innermost), withIntermediateDirectories: true)
      }
      try data.write(to: url(path), options: .atomic)
    } catch {
      throw .cannotWrite("\(path): cannot be written: \(error.localizedDescription)")
    }
  }

  func remove(_ path: String) throws(WorkshopError) {
    guard FileManager.default.fileExists(atPath: url(path).path) else { return }
    do {
      try FileManager.default.removeItem(at: url(path))
    } catch {
      throw .cannotWrite("\(path): cannot be removed: \(error.localizedDescription)")
    }
  }

  /// Removes `folder` if nothing is left in it.
  func removeIfEmpty(_ folder: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? [""]
    if entries.isEmpty { try? FileManager.default.removeItem(at: url(folder)) }
  }
}
