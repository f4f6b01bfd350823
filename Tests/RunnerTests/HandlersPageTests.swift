import Foundation
import ShowcaseCore
import TestSupport
import Testing

@testable import ShowcaseSupport

/// Docs/MVVMWithHandlers.md weighs the article's cost with figures of the code: the largest
/// file, the contexts' share, the files per screen, the tests. Each test reads one of those
/// sentences and measures the code, so an edit that moves a figure names the sentence to fix.
struct HandlersPageTests {
  private let page: String

  init() throws {
    page = try String(
      contentsOf: SpecFile.packageRoot.appendingPathComponent("Docs/MVVMWithHandlers.md"),
      encoding: .utf8
    ).replacingOccurrences(of: "\n  ", with: " ").replacingOccurrences(of: "\n", with: " ")
  }

  /// The three variants the page speaks of, measured once for all the tests.
  private static let measured: [String: StaticFigures] = {
    let names = ["MVVM", "MVVMWithoutBinding", "MVVMWithHandlers"]
    return Dictionary(
      uniqueKeysWithValues: names.compactMap { name in
        (try? StaticMeasure.measure(
          variant: name, packageRoot: SpecFile.packageRoot, specIDs: []))
          .map { (name, $0) }
      })
  }()

  private func figures(_ variant: String) throws -> StaticFigures {
    try #require(Self.measured[variant], "\(variant) could not be measured")
  }

  /// Code lines of the largest production file.
  private func largest(_ variant: String) throws -> Int {
    try figures(variant).productionFiles.map(\.codeLines).max() ?? 0
  }

  @Test func theLargestFilesAreAsThePageSays() throws {
    let handlers = try largest("MVVMWithHandlers")
    let mvvm = try largest("MVVM")
    #expect(page.contains("the largest file has \(handlers) code lines, MVVM's \(mvvm)."))
    #expect(handlers < mvvm)
  }

  @Test func theContextsShareIsAsThePageSays() throws {
    let figures = try figures("MVVMWithHandlers")
    let contexts = figures.productionFiles.filter { $0.path.hasSuffix("Context.swift") }
    let lines = contexts.map(\.codeLines).reduce(0, +)
    #expect(page.contains("are \(lines) of \(figures.productionLines) code lines."))
  }

  @Test func theFilesPerScreenAreAsThePageSays() throws {
    // A screen's files are those named after it (`SubjectsView.swift`); `Feature` is no screen's.
    func perScreen(_ variant: String) throws -> [Int] {
      let names = try figures(variant).productionFiles.compactMap {
        $0.path.split(separator: "/").last
      }
      return ["Greeting", "Subjects", "AllSubjects", "Practice"].map { screen in
        names.filter { name in
          name.hasPrefix(screen) && name.dropFirst(screen.count).first?.isUppercase == true
        }.count
      }
    }
    func range(_ counts: [Int]) -> String {
      let low = counts.min() ?? 0
      let high = counts.max() ?? 0
      let words = ["none", "one", "two", "three", "four", "five", "six", "seven", "eight"]
      return low == high ? words[low] : "\(words[low]) or \(words[high])"
    }
    let handlers = range(try perScreen("MVVMWithHandlers"))
    let mvvm = range(try perScreen("MVVM"))
    let withoutBinding = range(try perScreen("MVVMWithoutBinding"))
    #expect(
      page.contains(
        "A screen has \(handlers) files here, \(mvvm) in MVVM, \(withoutBinding) without binding."))
  }

  @Test func theTestsAreAsThePageSays() throws {
    let handlers = try figures("MVVMWithHandlers").tests.count
    let withoutBinding = try figures("MVVMWithoutBinding").tests.count
    #expect(page.contains("the suite has \(handlers), as without binding."))
    #expect(handlers == withoutBinding)
  }
}
