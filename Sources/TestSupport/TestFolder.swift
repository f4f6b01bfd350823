import Foundation

/// A folder of its own for one test's files.
///
/// On Linux the folder is made in `/dev/shm`, a file system in memory, when it exists. The
/// suites that write small packages make thousands of files. On a disk's file system that took
/// more than half of `swift test`'s time; in memory it takes a fraction. Elsewhere the folder is
/// made in the system's temporary folder.
public enum TestFolder {
  /// A new folder's place, whose name starts with `prefix`. The caller makes and removes it.
  public static func name(_ prefix: String) -> URL {
    base.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }

  private static let base: URL = {
    #if os(Linux)
      let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
      if FileManager.default.isWritableFile(atPath: memory.path) { return memory }
    #endif
    return FileManager.default.temporaryDirectory
  }()
}
