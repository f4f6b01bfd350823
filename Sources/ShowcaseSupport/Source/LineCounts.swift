/// Lines of a file or a folder by kind.
package struct LineCounts: Sendable, Equatable, Codable {
  var blank = 0
  var comment = 0
  package var code = 0

  static func + (left: LineCounts, right: LineCounts) -> LineCounts {
    LineCounts(
      blank: left.blank + right.blank, comment: left.comment + right.comment,
      code: left.code + right.code)
  }
}
