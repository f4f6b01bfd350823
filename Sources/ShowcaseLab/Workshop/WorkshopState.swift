import Foundation

/// What `showcase workshop start` did to the tree, kept in the hidden, git-ignored folder
/// `.workshop/` until `reset`: which exercise is started, a fingerprint of every watched file as
/// it was (and a copy of it, in `.workshop/before/`), the files the workshop added, and every
/// version of a file the workshop wrote. With it `reset` tells the exercise's changes from a
/// participant's own work without asking git: a file that differs both from what `start` found
/// and from every version the workshop wrote is someone's work, and is never thrown away.
///
/// The state is written before the files it describes are touched, so an interrupted command
/// leaves a tree that `reset` can still put back: each file is either as `start` found it or as
/// the workshop wrote it.
struct WorkshopState: Sendable, Equatable, Codable {
  /// The exercise's ID: `W1`.
  var exercise: String
  /// Every watched file when the exercise started, by path, with its fingerprint.
  var before: [String: String]
  /// The files `start` added: the exercise's tests.
  var added: [String]
  /// Folders the workshop made, to be removed again once empty.
  var madeFolders: [String] = []
  /// Every version the workshop wrote of a file, as fingerprints, by path
  /// (`FileFingerprint.deleted` for a file it deleted).
  var written: [String: [String]] = [:]
  /// The variants whose reference solution is applied, by name, in order.
  var solved: [String] = []

  /// The hidden folder the state lives in.
  static let folder = ".workshop"
  static let file = ".workshop/state.json"
  /// Where the copies of the watched files are kept.
  static let copies = ".workshop/before"

  mutating func recordWritten(_ path: String, fingerprint: String) {
    if written[path, default: []].contains(fingerprint) { return }
    written[path, default: []].append(fingerprint)
  }

  // MARK: The folder

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
    guard before[path] != nil else { return nil }
    return tree.read("\(Self.copies)/\(path)")
  }

  // MARK: Whose changes

  /// A file that is neither as `start` found it nor as the workshop wrote it.
  struct ForeignChange: Sendable, Equatable, CustomStringConvertible {
    enum Kind: String, Sendable {
      case changed
      case added = "new"
      case deleted
    }

    let path: String
    let kind: Kind

    var description: String { "\(path) (\(kind.rawValue))" }
  }

  /// Every change in the tree that is not the exercise's: a participant's own work.
  func foreignChanges(in tree: WorkshopTree) -> [ForeignChange] {
    var changes: [ForeignChange] = []
    for path in tree.watchedFiles {
      let now = tree.fingerprint(path)
      let versions = written[path] ?? []
      if let now, versions.contains(now) || before[path] == now { continue }
      let isNew = before[path] == nil && versions.isEmpty
      changes.append(ForeignChange(path: path, kind: isNew ? .added : .changed))
    }
    for path in before.keys.sorted() where !tree.exists(path) {
      if written[path]?.contains(FileFingerprint.deleted) == true { continue }
      changes.append(ForeignChange(path: path, kind: .deleted))
    }
    return changes
  }
}
