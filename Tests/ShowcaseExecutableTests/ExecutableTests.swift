import Foundation
import ShowcaseCore
import ShowcaseSupport
import Testing

/// The built `showcase` executable, found in the build folder, or where it was looked for. This
/// test target depends on the executable, so every build of the tests builds it. On Linux the
/// process's program is the test bundle, in that folder. On macOS the program is SwiftPM's or
/// Xcode's test host, so the folder is found from the loaded `.xctest` bundle instead.
let showcaseExecutable: (url: URL?, searched: [String]) = {
  let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let bundles = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    .map { $0.deletingLastPathComponent() }
  var searched: [String] = []
  for start in [program] + bundles {
    var folder = start
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("showcase")
      if FileManager.default.isExecutableFile(atPath: candidate.path) {
        return (candidate, searched)
      }
      searched.append(folder.path)
      folder = folder.deletingLastPathComponent()
    }
  }
  return (nil, searched)
}()

@Suite("The showcase executable")
struct ExecutableTests {
  /// Runs the executable with `arguments`, feeding `input` through a pipe. Waiting for a
  /// process blocks a thread, so the waiting happens on a thread of its own, never on one that
  /// the main loop or other tests' tasks need.
  func run(_ arguments: [String], input: String) async throws -> (Int32, String, String) {
    let executable = try #require(
      showcaseExecutable.url,
      "no showcase executable in \(showcaseExecutable.searched.joined(separator: ", "))")
    return try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(
          with: Result { try Self.runWaiting(executable, arguments, input: input) })
      }.start()
    }
  }

  private static func runWaiting(
    _ executable: URL, _ arguments: [String], input: String
  ) throws -> (Int32, String, String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin"]
    let (stdin, stdout) = (Pipe(), Pipe())
    // Standard error goes to a file: with two pipes read one after the other, a child that
    // filled the second (a long error report) would wait for ever for it to be read.
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("showcase-stderr-\(UUID().uuidString)")
    try Data().write(to: errorFile)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let stderr = try FileHandle(forWritingTo: errorFile)
    defer { try? stderr.close() }
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errorReader = try FileHandle(forReadingFrom: errorFile)
    defer { try? errorReader.close() }
    let errors = try errorReader.readToEnd() ?? Data()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  @Test("play reads commands through a pipe and prints each screen, without colour")
  func playsThroughAPipe() async throws {
    // When
    let (status, output, errors) = try await run(
      ["play", "--pattern", "mvc"], input: "open greeting\ntap \"Show greeting\"\nfly\n")

    // Then
    #expect(status == 0)
    #expect(output.hasPrefix("Step 1: open greeting\nMVC\n┌"))
    #expect(output.contains("│ Hello Dr. John Smith     │"))
    #expect(!output.contains("\u{1B}["))
    #expect(errors.hasPrefix("<stdin>:3: unknown command 'fly'"))
  }

  @Test("play whose input ends while requests are pending ends its sessions and exits 0")
  func playEndsWithRequestsPending() async throws {
    // When: each variant's list asks for three answers, and the input ends before any comes.
    // In a build with AddressSanitizer, tasks left waiting would be reported as leaked, and
    // the exit status would be LeakSanitizer's.
    let (status, output, errors) = try await run(["play"], input: "open subjects\n")

    // Then
    #expect(status == 0)
    #expect(output.hasPrefix("Step 1: open subjects\n"))
    #expect(output.contains("◌ Loading…"))
    #expect(errors == "")
  }

  @Test("a wrong option exits 64 with one line on standard error")
  func wrongOptionExits64() async throws {
    // When
    let (status, output, errors) = try await run(["--pattern", "mvx"], input: "")

    // Then
    #expect(status == 64)
    #expect(output == "")
    let choices = choiceList(Variant.all.map(\.id))
    #expect(errors == "showcase: unknown pattern 'mvx' (expected \(choices))\n")
  }
}
