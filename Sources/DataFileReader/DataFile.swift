import Foundation
import Model

/// The Model's JSON data file: a `DataSet` written out, so the runner and the demos can play any
/// learner and catalogue. The format and its rules are in Docs/DataFile.md.
///
/// Reading is strict and fails on the first problem with one line naming the file, where the
/// problem is (the line and column of a syntax error, the key path of a value) and what is
/// wrong: a data file is written by hand, and a silently skipped record would show up later as
/// a wrong screen.
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
  /// `JSONDecoder` reads the bytes through the wire types (WireTypes.swift), which check each
  /// value; then one pass checks the rules that span values.
  public static func decode(_ data: Data, file: String) throws(DataFileError) -> DataSet {
    // Foundation would read UTF-16 and UTF-32 too, but the file is UTF-8, and the positions in
    // messages count its bytes. A NUL byte so early means another encoding, or no JSON at all.
    if data.prefix(4).contains(0) || data.starts(with: [0xFE, 0xFF])
      || data.starts(with: [0xFF, 0xFE])
    {
      throw DataFileError(file: file, problem: "invalid JSON: the file is not UTF-8")
    }
    // JSONDecoder traps, rather than throws, when a text nested too deep ends right after its
    // last opening bracket; a text that ends with one is no JSON anyway.
    if let last = data.last, last == UInt8(ascii: "[") || last == UInt8(ascii: "{") {
      throw DecodingMessage.error(nil, in: data, file: file)
    }
    let wire: WireDataSet
    do {
      wire = try JSONDecoder().decode(WireDataSet.self, from: data)
    } catch {
      throw DecodingMessage.error(error as? DecodingError, in: data, file: file)
    }
    let dataSet = DataSet(
      person: wire.person, subjects: wire.subjects, userSubjects: wire.userSubjects)
    try checkSubjectIDs(of: dataSet, file: file)
    return dataSet
  }

  /// The rules that span values: every subject's id is its own, and every record names a
  /// subject. A message names the later value of the two.
  private static func checkSubjectIDs(of dataSet: DataSet, file: String) throws(DataFileError) {
    var subjectIndex: [Subject.ID: Int] = [:]
    for (index, subject) in dataSet.subjects.enumerated() {
      if let earlier = subjectIndex[subject.id] {
        throw DataFileError(
          file: file,
          problem: "subjects[\(index)].id: duplicate subject id \(subject.id) "
            + "(already used by subjects[\(earlier)])")
      }
      subjectIndex[subject.id] = index
    }
    for (index, record) in dataSet.userSubjects.enumerated()
    where subjectIndex[record.subjectID] == nil {
      throw DataFileError(
        file: file,
        problem: "userSubjects[\(index)].subjectID: subject id \(record.subjectID) "
          + "is not in subjects")
    }
  }
}
