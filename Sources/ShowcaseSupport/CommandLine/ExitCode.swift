/// The exit status of every command, as BSD's sysexits name them where one fits.
/// Docs/Runner.md lists when each is given.
package enum ExitCode {
  package static let success: Int32 = 0
  /// What was compared differs: the variants' screens, or the docs' generated regions and the
  /// sources (`report --check`); or a command of a script or a trace could not be done.
  package static let differ: Int32 = 1
  /// The command line is wrong (EX_USAGE).
  package static let usage: Int32 = 64
  /// A script, a data file or a marked region of the docs is wrong (EX_DATAERR).
  package static let dataError: Int32 = 65
  /// The package's sources, which `report` and `compare-tests` read, are not there or cannot
  /// be read (EX_NOINPUT).
  package static let noInput: Int32 = 66
  /// The runner itself failed: the report could not be encoded as JSON (EX_SOFTWARE).
  package static let software: Int32 = 70
  /// `report --write` could not write a document (EX_CANTCREAT).
  package static let cannotCreate: Int32 = 73
}
