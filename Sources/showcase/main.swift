import Foundation
import ShowcaseCommandLine
import ShowcaseSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `showcase` executable: reads the process's arguments, environment and terminal, runs the
/// command in ShowcaseCommandLine, and exits with its status. All the logic is in `Showcase.run`.
let isTerminal = isatty(STDOUT_FILENO) == 1
var size = winsize()
let columns =
  isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : nil

let status = await Showcase.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  terminal: Showcase.Terminal(
    isTerminal: isTerminal, columns: columns, errorIsTerminal: isatty(STDERR_FILENO) == 1),
  input: { readLine(strippingNewline: true) },
  output: { print($0) },
  // Standard output is buffered when it is not a terminal. Flushing it (every C stream) first
  // keeps the two in order when both go to one file, as a log's do.
  error: {
    fflush(nil)
    FileHandle.standardError.write(Data(($0 + "\n").utf8))
  })
exit(status)
