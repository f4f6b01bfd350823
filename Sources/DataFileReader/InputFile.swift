import Foundation

/// Reads a file the user named, a data file or a script, and says in one line why it cannot
/// be, naming it as the user wrote it.
public enum InputFile {
  public static func read(_ path: String) throws(DataFileError) -> Data {
    // No file name is empty or holds a NUL, and the system would read either as another name:
    // "" as the current directory, "a\0b" as "a".
    var isDirectory: ObjCBool = false
    guard !path.isEmpty, !path.contains("\0"),
      FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    else {
      throw DataFileError(file: path, problem: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw DataFileError(file: path, problem: "is a directory (expected a file)")
    }
    // An empty regular file is not read: Foundation's reader keeps a buffer for one on Linux.
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if attributes?[.type] as? FileAttributeType == .typeRegular,
      (attributes?[.size] as? NSNumber)?.intValue == 0
    {
      return Data()
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw DataFileError(file: path, problem: problem(reading: error))
    }
  }

  /// In the system's words where it has some.
  private static func problem(reading error: any Error) -> String {
    switch (error as? CocoaError)?.code {
    case .fileReadNoSuchFile?: return "no such file"
    case .fileReadNoPermission?: return "permission denied"
    default:
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
      guard let underlying, underlying.domain == NSPOSIXErrorDomain else {
        return "cannot be read"
      }
      return "cannot be read (\(String(cString: strerror(Int32(underlying.code)))))"
    }
  }
}
