import Foundation
import Testing

@testable import ShowcaseSupport

/// The commands the lab starts (builds, test runs): each leads a process group of its own, so
/// that a time limit or a Ctrl-C stops everything it started, on Linux and on macOS alike.
@Suite("A child process")
struct ChildProcessTests {
  /// Runs `script` with `sh` in the temporary folder; returns its outcome and its output.
  private func run(_ script: String) async throws -> (ChildProcess.Outcome, String) {
    let folder = FileManager.default.temporaryDirectory
    let log = folder.appendingPathComponent("showcase-child-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let outcome = try await ChildProcess.run(
      ["sh", "-c", script], in: folder, environment: ["PATH": "/usr/bin:/bin"], log: log)
    // Read through a handle: LeakSanitizer reports the buffer of Foundation's
    // `String(contentsOf:)` as leaked when this suite reads the log that way (Swift 6.3.1).
    let handle = try FileHandle(forReadingFrom: log)
    defer { try? handle.close() }
    return (outcome, String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self))
  }

  @Test("leads a process group of its own, in the folder it was given")
  func leadsAProcessGroup() async throws {
    // When: `kill -0 -N` succeeds only if a process group N exists, and N is the shell's ID.
    let (outcome, output) = try await run("kill -0 -$$ && echo leader && pwd")

    // Then
    #expect(outcome.status == 0)
    #expect(
      output.split(separator: "\n")
        == ["leader", Substring(FileManager.default.temporaryDirectory.path)])
  }

  @Test("gives the exit status, or 128 plus the signal that ended it, as a shell does")
  func givesTheStatusAsAShellDoes() async throws {
    // When
    let (exited, _) = try await run("exit 3")
    let (killed, _) = try await run("kill -TERM $$")

    // Then
    #expect(exited.status == 3)
    #expect(killed.status == 128 + SIGTERM)
  }

  @Test("with no log, writes its output nowhere: not into this process's output")
  func withoutALogWritesNowhere() async throws {
    // Given: where /proc shows the shell's own output (Linux), it must be /dev/null.
    let script = #"[ ! -e /proc/$$/fd/1 ] || [ "$(readlink /proc/$$/fd/1)" = /dev/null ]"#

    // When
    let outcome = try await ChildProcess.run(
      ["sh", "-c", script], in: FileManager.default.temporaryDirectory,
      environment: ["PATH": "/usr/bin:/bin"])

    // Then
    #expect(outcome.status == 0)
  }
}
