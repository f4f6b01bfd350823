import Testing

@testable import ShowcaseLab

/// The mutant generator on snippets: each operator, where it applies and where it does not.
struct MutantGeneratorTests {
  /// Each mutant of `text` as its operator and the line it changes, mutated.
  private func mutants(_ text: String) -> [String] {
    MutantGenerator(text).sites().map { "\($0.mutation.rawValue): \($0.mutated)" }
  }

  @Test func shiftsRelationalAndFlipsEqualityOperators() {
    // When
    let found = mutants("func f() -> Bool { a < b || c >= d && e == f }")

    // Then
    #expect(
      found == [
        "relational: func f() -> Bool { a <= b || c >= d && e == f }",
        "logical: func f() -> Bool { a < b && c >= d && e == f }",
        "relational: func f() -> Bool { a < b || c > d && e == f }",
        "logical: func f() -> Bool { a < b || c >= d || e == f }",
        "equality: func f() -> Bool { a < b || c >= d && e != f }",
      ])
  }

  @Test func leavesGenericAnglesArrowsAndRangesAlone() {
    // When
    let found = mutants(
      """
      var loading: Task<Void, Never>?
      func f(_ x: [Int]) -> Int { x[0..<1].count + (0...2).count }
      """)

    // Then
    #expect(found == ["arithmetic: func f(_ x: [Int]) -> Int { x[0..<1].count - (0...2).count }"])
  }

  @Test func swapsBooleansAndRemovesOrAddsNegations() {
    // When
    let found = mutants(
      """
      func f() {
        retry.isHidden = !visible
        if isLeaving { loading = true }
      }
      """)

    // Then
    #expect(
      found == [
        "early-return: func f() { return",
        "assignment-removed: (removed)",
        "negation-removed: retry.isHidden = visible",
        "negation-added: if !isLeaving { loading = true }",
        "assignment-removed: if isLeaving { }",
        "boolean: if isLeaving { loading = false }",
      ])
  }

  @Test func negatesIsEmptyOnItsWholeReceiver() {
    // When
    let found = mutants("let m = curriculum.openSubjects.isEmpty ? \"none\" : nil")

    // Then
    #expect(
      found == [
        "emptiness: let m = !curriculum.openSubjects.isEmpty ? \"none\" : nil",
        "string-emptied: let m = curriculum.openSubjects.isEmpty ? \"\" : nil",
      ])
  }

  @Test func aNegatedIsEmptyIsOnlyTheNegationMutant() {
    #expect(
      mutants("let x = names.filter { !$0.isEmpty }") == [
        "negation-removed: let x = names.filter { $0.isEmpty }"
      ])
  }

  @Test func negatesEachConditionThatBindsNothing() {
    // When
    let found = mutants(
      """
      func f() {
        guard let curriculum, row < count, ok else { return }
      }
      """
    ).filter { $0.hasPrefix("negation-added") }

    // Then
    #expect(
      found == [
        "negation-added: guard let curriculum, !(row < count), ok else { return }",
        "negation-added: guard let curriculum, row < count, !ok else { return }",
      ])
  }

  @Test func emptiesStringLiteralsWholeInterpolationsIncluded() {
    // When
    let found = mutants(#"let s = "Couldn't load \(error.text + "!")""#)

    // Then
    #expect(found == [#"string-emptied: let s = """#])
  }

  @Test func mutatesNoCommentNoStringContentAndNoImport() {
    // When
    let found = mutants(
      """
      import Model
      // if a < b { return true }
      /* a == b */
      func f() {
        let text = "a < b && !c"
      }
      """)

    // Then
    #expect(found == ["early-return: func f() { return", #"string-emptied: let text = """#])
  }

  @Test func leavesAFormattersLocalePinAlone() {
    // When
    let sites = MutantGenerator(
      """
      let format: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEEE"
        return formatter
      }()
      """
    ).sites()

    // Then: the machine's language settings, not a test, would decide the pin's mutants.
    #expect(sites.filter { $0.original.contains("locale") }.isEmpty)
    #expect(sites.filter { $0.original.contains("dateFormat") }.count == 2)
  }

  @Test func leavesOperatorsInDeclarationHeadersAlone() {
    // When
    let found = mutants("func f<T>(_ x: T) where T.RawValue == String {}")

    // Then
    #expect(found.isEmpty)
  }
}
