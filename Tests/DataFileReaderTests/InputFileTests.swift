import DataFileReader
import Foundation
import Testing

/// Reading the file a user named: every failure is one line that names the file as the user
/// typed it, and says what is wrong in words, a directory included.
struct InputFileTests {
  private func problem(loading path: String) -> String? {
    do {
      _ = try DataFile.load(path: path)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aRelativeNameIsShownAsTyped() {
    #expect(problem(loading: "no/such/data.json") == "no/such/data.json: no such file")
  }

  @Test func aDirectorySaysItIsOne() throws {
    // Given
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("InputFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Then
    #expect(problem(loading: ".") == ".: is a directory (expected a file)")
    #expect(problem(loading: folder.path) == "\(folder.path): is a directory (expected a file)")
    #expect(throws: DataFileError(file: ".", problem: "is a directory (expected a file)")) {
      try InputFile.read(".")
    }
  }

  @Test func noFileIsNamedByNothingOrByANUL() {
    // "" would be read as the current directory, "./\0x" as ".": neither names a file.
    #expect(problem(loading: "") == ": no such file")
    #expect(problem(loading: "./\0x") == "./\\0x: no such file")
  }

  @Test func aNameWithControlCharactersIsShownEscaped() {
    #expect(problem(loading: "a\u{1B}[2Jb\n.json") == "a\\u{1B}[2Jb\\n.json: no such file")
  }
}
