/// What a run of the lab could not do, said in one line: the copy does not build, or a suite
/// fails or runs no test on the unchanged copy. The commands exit with status 70.
package struct RunFailure: Error, CustomStringConvertible {
  package let description: String

  package init(description: String) { self.description = description }
}
