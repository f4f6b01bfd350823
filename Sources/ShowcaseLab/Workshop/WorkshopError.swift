import ShowcaseSupport

/// A workshop command that cannot be done, said in one line, with its exit status.
package struct WorkshopError: Error, Equatable, CustomStringConvertible {
  package let description: String
  package let status: Int32

  /// A wrong exercise name, or a subcommand that does not fit the tree's state: 64.
  static func usage(_ message: String) -> WorkshopError {
    WorkshopError(description: message, status: ExitCode.usage)
  }

  /// An exercise whose files are missing or wrong: 65.
  static func exercise(_ message: String) -> WorkshopError {
    WorkshopError(description: message, status: ExitCode.dataError)
  }

  /// The tree is not as the command needs it (another exercise started, a file in the way, a
  /// diff that does not apply): 1, and nothing was changed.
  static func refused(_ message: String) -> WorkshopError {
    WorkshopError(description: message, status: ExitCode.differ)
  }

  /// A file could not be read or written: 73.
  static func cannotWrite(_ message: String) -> WorkshopError {
    WorkshopError(description: message, status: ExitCode.cannotCreate)
  }
}
