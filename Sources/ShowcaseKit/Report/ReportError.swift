/// A failure the report explains in one line.
struct ReportError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
