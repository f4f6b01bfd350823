import Foundation
import ShowcaseCore

/// The copy of the package a run of the lab edits and builds, in a temporary folder: nothing
/// hidden, no `.build`, so the working tree is never touched. Targets the suites do not need are
/// emptied in the copy, which halves the first build.
package struct ScratchPackage {
  package let root: URL
  /// The command that made the copy: it names the folder and its notes.
  package var command = "mutate"

  /// Copies the package to a new temporary folder, `showcase-<command>-…`.
  package static func copy(
    of packageRoot: URL, environment: [String: String], command: String = "mutate"
  ) throws -> ScratchPackage {
    let temporary =
      environment["TMPDIR"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory
    var root = temporary.appendingPathComponent("showcase-\(command)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // The compiler names a file by its real path, as getcwd gives it: on macOS, /var is a
    // link to /private/var. The copy's root is that path, so that its errors are found in it.
    if let real = realpath(root.path, nil) {
      root = URL(fileURLWithPath: String(cString: real), isDirectory: true)
      free(real)
    }
    let entries = try FileManager.default.contentsOfDirectory(atPath: packageRoot.path)
    for name in entries.sorted() where !name.hasPrefix(".") {
      try FileManager.default.copyItem(
        at: packageRoot.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
    let copy = ScratchPackage(root: root, command: command)
    try FileManager.default.createDirectory(at: copy.temporary, withIntermediateDirectories: true)
    return copy
  }

  /// The `TMPDIR` of the commands run in the copy: a folder beside it, removed with it. SwiftPM
  /// leaves empty folders in `TMPDIR` at every build, and a run of the lab builds many times.
  package var temporary: URL {
    root.deletingLastPathComponent().appendingPathComponent("\(root.lastPathComponent)-tmp")
  }

  /// `environment` with the copy's `temporary` folder as `TMPDIR`.
  package func commandEnvironment(_ environment: [String: String]) -> [String: String] {
    environment.merging(["TMPDIR": temporary.path]) { $1 }
  }

  /// Removes the copy, and the lock files SwiftPM leaves next to it, named after its path.
  package func remove() {
    Self.remove(root)
  }

  package static func remove(_ root: URL) {
    // A compiler still stopping could write into the copy once more: try again, briefly.
    for _ in 0..<10 where FileManager.default.fileExists(atPath: root.path) {
      try? FileManager.default.removeItem(at: root)
      if FileManager.default.fileExists(atPath: root.path) { usleep(200_000) }
    }
    let name = root.lastPathComponent
    for folder in Set([root.deletingLastPathComponent(), FileManager.default.temporaryDirectory]) {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for entry in entries where entry.contains(name) {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry))
      }
    }
  }

  package func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  package func write(_ text: String, to path: String) throws {
    try text.write(to: url(path), atomically: false, encoding: .utf8)
  }

  /// Empties every target that none of `needed` depends on, as `swift package dump-package`
  /// says: its folder keeps one file with no code (`main.swift` for an executable). Returns
  /// the emptied targets' names.
  func emptyTargets(notNeededBy needed: [String], environment: [String: String]) async throws
    -> [String]
  {
    let manifest = url(".\(command)-manifest.json")
    defer { try? FileManager.default.removeItem(at: manifest) }
    let dump = try await ChildProcess.run(
      ["swift", "package", "dump-package"], in: root,
      environment: commandEnvironment(environment), log: manifest)
    // Without the manifest's targets every target is built: slower, not wrong.
    guard dump.status == 0, let data = try? Data(contentsOf: manifest),
      let targets = try? Self.targets(inManifest: data)
    else { return [] }
    var keep: Set<String> = []
    var pending = needed
    while let name = pending.popLast() {
      guard keep.insert(name).inserted else { continue }
      pending += targets.first { $0.name == name }?.dependencies ?? []
    }
    var emptied: [String] = []
    for target in targets where !keep.contains(target.name) {
      let folder = url(target.path)
      let file = target.isExecutable ? "main.swift" : "Emptied.swift"
      // A copy `refresh` lends is emptied once, by the first run that takes it.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      guard !names.isEmpty, names != [file] || text?.hasPrefix("// Emptied by ") != true else {
        continue
      }
      try FileManager.default.removeItem(at: folder)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try "// Emptied by showcase \(command): not needed by the suites it runs.\n"
        .write(to: folder.appendingPathComponent(file), atomically: false, encoding: .utf8)
      emptied.append(target.name)
    }
    return emptied
  }

  /// No debug information, which no run of a copy reads: a small change then builds in about
  /// half the time, most of it linking.
  package static let buildFlags = ["-debug-info-format", "none"]

  /// `swift build --build-tests` in the copy, output in `log`, progress after `label`.
  @MainActor
  package func build(label: String, log: URL, progress: RunProgress, environment: [String: String])
    async throws -> (status: Int32, output: String)
  {
    let built = try await ChildProcess.build(
      ["swift", "build", "--build-tests"] + Self.buildFlags, in: root,
      environment: commandEnvironment(environment), log: log, progress: progress, label: label)
    return (built.outcome.status, built.output)
  }

  struct Target: Equatable {
    let name: String
    let path: String
    let dependencies: [String]
    let isExecutable: Bool
  }

  static func targets(inManifest data: Data) throws -> [Target] {
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let targets = json?["targets"] as? [[String: Any]] ?? []
    return targets.compactMap { target in
      guard let name = target["name"] as? String, let type = target["type"] as? String else {
        return nil
      }
      let folder = type == "test" ? "Tests" : "Sources"
      let path = target["path"] as? String ?? "\(folder)/\(name)"
      let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
        dependency -> String? in
        // `{"byName": ["Model", null]}` or `{"target": ["Model", null]}`; products are outside.
        let reference = dependency["byName"] ?? dependency["target"]
        return (reference as? [Any])?.first as? String
      }
      return Target(
        name: name, path: path, dependencies: dependencies, isExecutable: type == "executable")
    }
  }
}

extension ScratchPackage {
  /// The copy `showcase refresh` lends the runs it starts, so that they share one copy and its
  /// build; nil outside a refresh. Each run leaves the files of a lent copy as it found them.
  @TaskLocal package static var lent: ScratchPackage?

  /// Copies the package for `command` (or takes the lent copy), empties the targets the suites
  /// do not need, and runs `body` on it. Its own copy is removed afterwards, also on a signal.
  @MainActor
  package static func withSuitesCopy<Value>(
    of packageRoot: URL, command: String, environment: [String: String],
    progress: RunProgress, _ body: (ScratchPackage) async throws -> Value
  ) async throws -> Value {
    if var lent {
      lent.command = command
      try await emptyUnneededTargets(of: lent, environment: environment, progress: progress)
      return try await body(lent)
    }
    let copy = try copy(of: packageRoot, environment: environment, command: command)
    Interruption.shared.install(removing: copy.root)
    defer {
      copy.remove()
      Interruption.shared.uninstall()
    }
    progress.line("Copied the package to \(copy.root.path) (sources only; removed at the end)")
    try await emptyUnneededTargets(of: copy, environment: environment, progress: progress)
    return try await body(copy)
  }

  @MainActor
  private static func emptyUnneededTargets(
    of copy: ScratchPackage, environment: [String: String], progress: RunProgress
  ) async throws {
    // Every variant's suite stays, not only the chosen ones': one build serves them all.
    let needed = ["ConformanceTests"] + Variant.all.map { "\($0.name)Tests" }
    let emptied = try await copy.emptyTargets(notNeededBy: needed, environment: environment)
    if !emptied.isEmpty {
      progress.line(
        "Emptied the targets the suites do not need: \(emptied.joined(separator: ", "))")
    }
  }
}
