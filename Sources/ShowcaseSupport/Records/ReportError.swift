/// A failure the report explains in one line.
package struct ReportError: Error, CustomStringConvertible {
  package let description: String
  package init(_ description: String) { self.description = description }
}
