/// How every printed command starts: the form the README and the docs use, so a hint can be
/// pasted into a shell as it is.
package enum Hint {
  /// The program as a reader types it from the package's folder.
  package static let program = "swift run showcase"

  /// A command line to type next, such as `swift run showcase workshop check`.
  package static func run(_ arguments: String) -> String {
    "\(program) \(arguments)"
  }
}
