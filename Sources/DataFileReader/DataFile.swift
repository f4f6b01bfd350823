import Foundation
import Model

/// The Model's JSON data file: a `DataSet` written out, so the runner and the demos can play any
/// learner and catalogue. The format and its rules are in Docs/DataFile.md.
///
/// Reading is strict and fails on the first problem with one line naming the file, the line,
/// the key path and what is wrong: a data file is written by hand, and a silently skipped
/// record would show up later as a wrong screen.
public enum DataFile {
  /// Reads the data file at a file URL; messages name it by its path.
  public static func load(contentsOf url: URL) throws(DataFileError) -> DataSet {
    guard url.isFileURL else {
      throw DataFileError(file: url.absoluteString, problem: "not a file URL")
    }
    return try load(path: url.path(percentEncoded: false))
  }

  /// Reads the data file at `path`, absolute or relative to the current directory; messages
  /// name it as `path` is written, as the user typed it.
  public static func load(path: String) throws(DataFileError) -> DataSet {
    try decode(try InputFile.read(path), file: path)
  }

  /// Reads a data file's contents; `file` names it in error messages.
  ///
  /// The bytes are read once, from the first to the last, straight into the data set: see
  /// `DataSetReader`, which applies the format's rules, and `JSONScanner`, which reads the JSON.
  public static func decode(_ data: Data, file: String) throws(DataFileError) -> DataSet {
    let outcome = data.withUnsafeBytes { bytes in
      Result { () throws(DataFileError) in
        try DataSetReader.read(bytes.bindMemory(to: UInt8.self), file: file)
      }
    }
    return try outcome.get()
  }
}
