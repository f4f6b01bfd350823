import Foundation
import Model
import ShowcaseSupport

/// The Model's JSON data file: a `DataSet` written out (Docs/DataFile.md). Reading is strict and
/// fails on the first problem with one line naming the file, where and what: a data file is
/// written by hand, and a silently skipped record would show up later as a wrong screen.
public enum DataFile {
  public static func load(contentsOf url: URL) throws(DataFileError) -> DataSet {
    guard url.isFileURL else {
      throw DataFileError(file: url.absoluteString, problem: "not a file URL")
    }
    return try load(path: url.path(percentEncoded: false))
  }

  /// Messages name the file as `path` is written, as the user typed it.
  public static func load(path: String) throws(DataFileError) -> DataSet {
    try decode(try InputFile.read(path), file: path)
  }

  /// The quick way, for a good file: `JSONDecoder` reads the bytes through the wire types,
  /// which check each value, and a count of the keys finds a key given twice or unknown. Then
  /// one pass checks the rules that span values. Only a refused file pays for finding where.
  public static func decode(_ data: Data, file: String) throws(DataFileError) -> DataSet {
    // Foundation would read UTF-16 and UTF-32 too, but the file is UTF-8, and the positions in
    // messages count its bytes. A NUL byte so early means another encoding, or no JSON at all.
    if data.prefix(4).contains(0) || data.starts(with: [0xFE, 0xFF])
      || data.starts(with: [0xFF, 0xFE])
    {
      throw DataFileError(file: file, problem: "invalid JSON: the file is not UTF-8")
    }
    let text = DecodingMessage.withoutByteOrderMark(data)
    let expected = "expected a JSON object with \(listed(WireDataSet.fields, joinedBy: "and"))"
    if text.isEmpty {
      throw DataFileError(file: file, problem: "the file is empty (\(expected))")
    }
    if text.allSatisfy(\.isWhitespace) {
      throw DataFileError(file: file, problem: "the file holds only white space (\(expected))")
    }
    let wire =
      if let quick = readQuickly(data, text: text) { quick } else {
        try readCarefully(data, text: text, file: file)
      }
    let dataSet = DataSet(
      person: wire.person, subjects: wire.subjects, userSubjects: wire.userSubjects)
    try checkSubjectIDs(of: dataSet, file: file)
    return dataSet
  }

  /// The file's values, if the decoder reads them and the file has as many keys as its
  /// objects give fields: then no key is given twice, and none is unknown.
  private static func readQuickly(_ data: Data, text: Data) -> WireDataSet? {
    // JSONDecoder traps, rather than throws, when a text nested too deep ends right after its
    // last opening bracket; a text that ends with one is no JSON anyway.
    guard let last = data.last, last != UInt8(ascii: "["), last != UInt8(ascii: "{"),
      let wire = try? decoder(checkingKeys: false).decode(WireDataSet.self, from: data),
      wire.keyCount == KeyScan.keyCount(in: text)
    else { return nil }
    return wire
  }

  /// Checks the syntax, then the keys, then the values, and names the first problem and where.
  private static func readCarefully(_ data: Data, text: Data, file: String)
    throws(DataFileError) -> WireDataSet
  {
    let tree = try DecodingMessage.tree(of: text, file: file)
    if let duplicate = KeyScan.firstDuplicate(in: text) {
      throw DecodingMessage.duplicateKey(duplicate, in: text, file: file)
    }
    do {
      return try decoder(checkingKeys: true).decode(WireDataSet.self, from: data)
    } catch {
      throw DecodingMessage.error(error as? DecodingError, tree: tree, file: file)
    }
  }

  private static func decoder(checkingKeys: Bool) -> JSONDecoder {
    let decoder = JSONDecoder()
    if checkingKeys { decoder.userInfo[Fields.checksKeys] = true }
    return decoder
  }

  /// Every subject's id is its own, and every record names a subject. A message names the
  /// later value of the two.
  private static func checkSubjectIDs(of dataSet: DataSet, file: String) throws(DataFileError) {
    var subjectIndex: [Subject.ID: Int] = [:]
    subjectIndex.reserveCapacity(dataSet.subjects.count)
    for index in dataSet.subjects.indices {
      let id = dataSet.subjects[index].id
      if let earlier = subjectIndex.updateValue(index, forKey: id) {
        throw DataFileError(
          file: file,
          problem: "subjects[\(index)].id: duplicate subject id \(id) "
            + "(already used by subjects[\(earlier)])")
      }
    }
    for index in dataSet.userSubjects.indices {
      let id = dataSet.userSubjects[index].subjectID
      if subjectIndex[id] == nil {
        throw DataFileError(
          file: file,
          problem: "userSubjects[\(index)].subjectID: subject id \(id) is not in subjects")
      }
    }
  }
}
