/// How a command's figures are written: for a terminal, for tools, or for the docs.
package enum OutputFormat: String, Sendable, Equatable, CaseIterable {
  case text
  case json
  case markdown
}

/// What a command that keeps a record does with the docs' marked regions: writes them anew, or
/// checks them against the code.
package enum RegionAction: Sendable, Equatable {
  case write
  case check
}

extension ArgumentReader {
  /// Reads `--write` or `--check`, a flag; giving both is a mistake.
  package mutating func regionAction(_ option: String, into action: inout RegionAction?)
    throws(UsageError)
  {
    try flag()
    let chosen: RegionAction = option == "--write" ? .write : .check
    if let action, action != chosen {
      throw UsageError("\(command): choose one of --write and --check")
    }
    action = chosen
  }
}
