import Foundation
import ShowcaseSupport

/// What `workshop start` did, kept in the git-ignored `.workshop/` until `reset`: the exercise, a
/// fingerprint and a copy (`.workshop/before/`) of every watched file, the files it added, and
/// every version of a file it wrote. A file that differs from both what `start` found and every
/// version the workshop wrote is someone's work, and `reset` never throws it away.
///
/// The state is written before the files it describes, so after an interruption each file is
/// either as `start` found it or as the workshop wrote it, and `reset` still works.
struct WorkshopState: Sendable, Equatable, Codable {
  var exercise: String
  /// Every watched file at start, by path, with its fingerprint.
  var before: [String: String]
  var added: [String]
  /// Folders the workshop made, removed again once empty.
  var madeFolders: [String] = []
  /// Every version written, by path, as fingerprints (`FileFingerprint.deleted` for a deletion).
  var written: [String: [String]] = [:]
  /// Variants whose reference solution is applied, in order.
  var solved: [String] = []

  static let folder = ".workshop"
  static let file = ".workshop/state.json"
  static let copies = ".workshop/before"

  mutating func recordWritten(_ path: String, fingerprint: String) {
    if !written[path, default: []].contains(fingerprint) {
      written[path, default: []].append(fingerprint)
    }
  }

  /// Records that the workshop is about to write `text` to `path`, and the folders that makes.
  mutating func willWrite(_ text: String, to path: String, in tree: WorkshopTree) {
    recordWritten(path, fingerprint: FileFingerprint.of(text))
    madeFolders += tree.missingFolders(of: path).filter { !madeFolders.contains($0) }
  }

  /// The started exercise's state; `nil` when none is started.
  static func load(from tree: WorkshopTree) throws(WorkshopError) -> WorkshopState? {
    guard let data = try? Data(contentsOf: tree.url(file)) else { return nil }
    do {
      return try JSONDecoder().decode(WorkshopState.self, from: data)
    } catch {
      throw .cannotWrite(
        "\(file) cannot be read (\(error)); run: rm -r \(folder), then undo the exercise's "
          + "files by hand (git status names them)")
    }
  }

  func save(in tree: WorkshopTree) throws(WorkshopError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else {
      throw .cannotWrite("\(Self.file): cannot be encoded")
    }
    try tree.write(String(decoding: data, as: UTF8.self) + "\n", to: Self.file)
  }

  /// The text of `path` when the exercise started; `nil` if it did not exist.
  func original(_ path: String, in tree: WorkshopTree) -> String? {
    before[path] == nil ? nil : tree.read("\(Self.copies)/\(path)")
  }

  /// Every change in the tree that is not the exercise's, `Docs/A.md (new)`: someone's work.
  func foreignChanges(in tree: WorkshopTree) -> [(path: String, description: String)] {
    var changes: [(path: String, description: String)] = []
    for path in tree.watchedFiles {
      let now = tree.fingerprint(path)
      let versions = written[path] ?? []
      if let now, versions.contains(now) || before[path] == now { continue }
      let isNew = before[path] == nil && versions.isEmpty
      changes.append((path, "\(path) (\(isNew ? "new" : "changed"))"))
    }
    for path in before.keys.sorted() where !tree.exists(path) {
      if written[path]?.contains(FileFingerprint.deleted) == true { continue }
      changes.append((path, "\(path) (deleted)"))
    }
    return changes
  }
}

/// A file's fingerprint: FNV-1a, 64 bits, of every byte, as 16 hex digits. Unlike the report's
/// `StaticMeasure.fingerprint` (code lines, 32 bits), a changed comment is a participant's work.
enum FileFingerprint {
  static let deleted = "deleted"

  static func of(_ text: String) -> String { of(bytes: text.utf8) }

  static func of<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// The package's files the workshop reads and writes, by path from its root. Every write is
/// atomic, so an interrupted command leaves each file as it was or as it was to be.
struct WorkshopTree: Sendable {
  let root: URL

  func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  func exists(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  func read(_ path: String) -> String? { try? String(contentsOf: url(path), encoding: .utf8) }

  /// The fingerprint of the file's bytes; `nil` when there is no such file.
  func fingerprint(_ path: String) -> String? {
    guard exists(path), let data = try? Data(contentsOf: url(path)) else { return nil }
    return FileFingerprint.of(bytes: data)
  }

  /// Every watched file's fingerprint, by path.
  var fingerprints: [String: String] {
    Dictionary(
      uniqueKeysWithValues: watchedFiles.compactMap { path in fingerprint(path).map { (path, $0) } }
    )
  }

  /// The visible files under `folders`, as paths from the root, sorted.
  func files(under folders: [String]) -> [String] {
    folders.flatMap { FileManager.default.visibleFiles(under: $0, of: root) }.sorted()
  }

  /// What `start` fingerprints: the manifest and every file under Sources, Tests and Docs but
  /// the exercises themselves, where only `record` writes.
  var watchedFiles: [String] {
    files(under: ["Sources", "Tests", "Docs"]).filter { !$0.hasPrefix(Exercise.root + "/") }
      + (exists("Package.swift") ? ["Package.swift"] : [])
  }

  func write(_ text: String, to path: String) throws(WorkshopError) {
    try write(Data(text.utf8), to: path)
  }

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
