import Foundation
import Testing

/// The built `showcase` executable, next to the test bundle in the build folder; `nil` when it
/// was not built. The test target depends on the executable, so `swift test` builds it; the
/// suite is skipped only in a build that leaves it out.
let showcaseExecutable: URL? = {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = folder.appendingPathComponent("showcase")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    folder = folder.deletingLastPathComponent()
  }
  return nil
}()

@Suite("The showcase executable", .enabled(if: showcaseExecutable != nil))
struct ExecutableTests {
  /// Runs the executable with `arguments`, feeding `input` through a pipe.
  func run(_ arguments: [String], input: String) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = showcaseExecutable
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin"]
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  @Test("play reads commands through a pipe and prints each screen, without colour")
  func playsThroughAPipe() throws {
    // When
    let (status, output, errors) = try run(
      ["play", "--pattern", "mvc"], input: "open greeting\ntap \"Show greeting\"\nfly\n")

    // Then
    #expect(status == 0)
    #expect(output.hasPrefix("Step 1: open greeting\nMVC\n┌"))
    #expect(output.contains("│ Hello Dr. John Smith     │"))
    #expect(!output.contains("\u{1B}["))
    #expect(errors.hasPrefix("<stdin>:3: unknown command 'fly'"))
  }

  @Test("a wrong option exits 64 with one line on standard error")
  func wrongOptionExits64() throws {
    // When
    let (status, output, errors) = try run(["--pattern", "mvx"], input: "")

    // Then
    #expect(status == 64)
    #expect(output == "")
    #expect(errors == "showcase: unknown pattern 'mvx' (expected mvc, mvp, mvvm or viper)\n")
  }
}
