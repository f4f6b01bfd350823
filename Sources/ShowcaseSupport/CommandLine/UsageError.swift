/// A command line that cannot be run, said in one line that names the command, the wrong word
/// and what was expected: exit status 64.
package struct UsageError: Error, Equatable, CustomStringConvertible {
  var message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}
