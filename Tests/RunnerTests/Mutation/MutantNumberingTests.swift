import Testing

@testable import ShowcaseLab

/// Mutants keep their numbers: files in path order, then the code's order, so the same code
/// always gives the same mutants, whatever order the files were read in and whatever the
/// comments and blank lines around them.
struct MutantNumberingTests {
  static let presenter = """
    func retryTapped() {
      load()
      view?.show(title: "Subjects")
    }
    """
  static let view = "func showRetry(_ isVisible: Bool) { button.isHidden = !isVisible }"

  private func listed(_ files: [(path: String, text: String)]) -> [String] {
    MutantGenerator.mutants(variant: "MVP", files: files).map { "\($0.id) \($0.description)" }
  }

  @Test func numbersFollowThePathsThenTheCode() {
    // When
    let found = listed([
      ("Sources/MVP/SubjectsViewController.swift", Self.view),
      ("Sources/MVP/SubjectsPresenter.swift", Self.presenter),
    ])

    // Then
    #expect(
      found == [
        "MVP-1 Sources/MVP/SubjectsPresenter.swift:1: early return: func retryTapped() { → "
          + "func retryTapped() { return",
        "MVP-2 Sources/MVP/SubjectsPresenter.swift:2: call removed: load() → (removed)",
        "MVP-3 Sources/MVP/SubjectsPresenter.swift:3: call removed: "
          + "view?.show(title: \"Subjects\") → (removed)",
        "MVP-4 Sources/MVP/SubjectsPresenter.swift:3: string emptied: "
          + "view?.show(title: \"Subjects\") → view?.show(title: \"\")",
        "MVP-5 Sources/MVP/SubjectsViewController.swift:1: assignment removed: "
          + "func showRetry(_ isVisible: Bool) { button.isHidden = !isVisible } → "
          + "func showRetry(_ isVisible: Bool) { }",
        "MVP-6 Sources/MVP/SubjectsViewController.swift:1: negation removed: "
          + "func showRetry(_ isVisible: Bool) { button.isHidden = !isVisible } → "
          + "func showRetry(_ isVisible: Bool) { button.isHidden = isVisible }",
      ])
  }

  @Test func commentsAndBlankLinesChangeNoMutant() {
    // Given
    let commented = """
      /// Retries.
      func retryTapped() {
        // Loads again.

        load()
        view?.show(title: "Subjects")  // the title
      }
      """

    // When
    let before = MutantGenerator.mutants(variant: "MVP", files: [("A.swift", Self.presenter)])
    let after = MutantGenerator.mutants(variant: "MVP", files: [("A.swift", commented)])

    // Then
    #expect(before.map(\.id) == after.map(\.id))
    #expect(before.map(\.mutation) == after.map(\.mutation))
    #expect(before.map(\.mutated) == after.map(\.mutated))
  }

  @Test func theSameCodeGivesTheSameMutants() {
    let files = [("Sources/MVP/SubjectsPresenter.swift", Self.presenter)]
    #expect(
      MutantGenerator.mutants(variant: "MVP", files: files)
        == MutantGenerator.mutants(variant: "MVP", files: files))
  }

  @Test func aStringLiteralIsOneTokenInterpolationsAndNestedLiteralsIncluded() {
    // Given
    let text = #"let a = "x \(f("y")) z" + "w""#

    // When
    let strings = CodeTokens(text).tokens.filter { $0.kind == .string }.map(\.text)

    // Then
    #expect(strings == [#""x \(f("y")) z""#, #""w""#])
  }
}
