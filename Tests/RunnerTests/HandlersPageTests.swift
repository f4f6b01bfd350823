import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseSupport

/// Docs/MVVMWithHandlers.md weighs the article's cost with figures of the code: the largest
/// file, the contexts' share, the files per screen, the tests. Each test reads one of those
/// sentences and checks it against the tables Docs/Comparison.md holds, which `report --check`
/// keeps equal to the code. So the page follows the code through those tables, and a change
/// that is not yet in the docs (a workshop's solution) fails `report --check`, not these tests.
struct HandlersPageTests {
  /// The page, its lines joined.
  private static let page = read("Docs/MVVMWithHandlers.md")
    .replacingOccurrences(of: "\n  ", with: " ").replacingOccurrences(of: "\n", with: " ")
  private static let comparison = read("Docs/Comparison.md")

  private static func read(_ path: String) -> String {
    (try? String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent(path), encoding: .utf8)) ?? ""
  }

  /// The rows of the region `name` of Comparison.md, as cells.
  private static func rows(of name: String) -> [[String]] {
    let region = MarkedRegions.content(of: name, in: comparison) ?? ""
    return region.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { row in
      row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// Each production file of `variant` and its code lines, from the region `files`.
  private func files(_ variant: String) -> [(name: String, lines: Int)] {
    Self.rows(of: "files").filter { $0.first == variant }.compactMap { cells in
      guard cells.count == 3, let lines = Int(cells[2]) else { return nil }
      return (String(cells[1].split(separator: "/").last ?? ""), lines)
    }
  }

  @Test func theLargestFilesAreAsThePageSays() throws {
    let handlers = try #require(files("MVVMWithHandlers").map(\.lines).max())
    let mvvm = try #require(files("MVVM").map(\.lines).max())
    #expect(Self.page.contains("the largest file has \(handlers) code lines, MVVM's \(mvvm)."))
    #expect(handlers < mvvm)
  }

  @Test func theContextsShareIsAsThePageSays() throws {
    let all = files("MVVMWithHandlers")
    #expect(!all.isEmpty)
    let contexts = all.filter { $0.name.hasSuffix("Context.swift") }.map(\.lines).reduce(0, +)
    let total = all.map(\.lines).reduce(0, +)
    #expect(Self.page.contains("are \(contexts) of \(total) code lines."))
  }

  @Test func theFilesPerScreenAreAsThePageSays() throws {
    // A screen's files are those named after it (`SubjectsView.swift`); `Feature` is no screen's.
    func range(_ variant: String) -> String {
      let names = files(variant).map(\.name)
      let counts = ["Greeting", "Subjects", "AllSubjects", "Practice"].map { screen in
        names.filter { name in
          name.hasPrefix(screen) && name.dropFirst(screen.count).first?.isUppercase == true
        }.count
      }
      let words = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight"]
      let (low, high) = (counts.min() ?? 0, counts.max() ?? 0)
      return low == high ? words[low] : "\(words[low]) or \(words[high])"
    }
    #expect(
      Self.page.contains(
        "A screen has \(range("MVVMWithHandlers")) files here, \(range("MVVM")) in MVVM, "
          + "\(range("MVVMWithoutBinding")) without binding."))
  }

  @Test func theTestsAreAsThePageSays() throws {
    let row = try #require(Self.rows(of: "static").first { $0.first == "Unit tests" })
    let header = try #require(Self.rows(of: "static").first)
    let column = { (variant: String) in header.firstIndex(of: variant).map { row[$0] } }
    let handlers = try #require(column("MVVMWithHandlers"))
    #expect(Self.page.contains("the suite has \(handlers), as without binding."))
    #expect(column("MVVMWithoutBinding") == handlers)
  }
}
