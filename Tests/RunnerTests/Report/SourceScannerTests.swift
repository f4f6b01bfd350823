import ShowcaseCore
import Testing

@testable import ShowcaseSupport

/// The line classifier and the declaration and test scanners, on fixtures with known counts.
struct SourceScannerTests {
  @Test func classifiesEveryLineOfTheFixture() {
    // When
    let counts = SwiftSource(SourceFixtures.lines).lineCounts

    // Then
    #expect(counts == LineCounts(blank: 1, comment: 5, code: 11))
  }

  @Test func classifiesLinesOneByOne() {
    // Given
    let source = SwiftSource(SourceFixtures.lines)

    // When
    let kinds = source.lines.indices.map { source.lineKind($0) }

    // Then
    #expect(
      kinds == [
        .comment, .code, .blank, .comment, .comment, .code, .comment, .code, .code, .code, .code,
        .code, .code, .comment, .code, .code, .code,
      ])
  }

  @Test func unterminatedStringEndsWithItsLine() {
    // Given
    let text = "let broken = \"no end\nlet fine = 1 // comment\n// only a comment"

    // When
    let counts = SwiftSource(text).lineCounts

    // Then
    #expect(counts == LineCounts(blank: 0, comment: 1, code: 2))
  }

  @Test func everyCodeLineCountsAsCode() {
    // Given: an import, a function, a line whose string looks like a comment
    let text = """
      import Model
      func retryTapped() {
        // Retry.
        let note = "// not a comment"

      }
      """

    // When
    let counts = SwiftSource(text).lineCounts

    // Then
    #expect(counts == LineCounts(blank: 1, comment: 1, code: 4))
  }

  @Test func fingerprintFollowsCodeNotComments() {
    // Given
    let test = "@Test func a() {\n  // Then\n  #expect(1 == 1)\n}"
    let recommented = test.replacing("// Then", with: "// Then, at last")
    let changed = test.replacing("1 == 1", with: "1 == 2")

    // When
    let prints = [test, recommented, changed].map {
      StaticMeasure.fingerprint(SwiftSource($0).codeLines)
    }

    // Then
    #expect(prints[0] == prints[1])
    #expect(prints[0] != prints[2])
    #expect(prints.allSatisfy { $0.count == 8 })
  }

  @Test func interpolationIsCodeAndItsStringsAreStrings() {
    // Given: a string whose interpolation holds a string with `)` and `//`, then a brace.
    let text = #"let a = "x\(f(")//"))y" { // comment"#

    // When
    let scanner = SourceScanner(text)

    // Then
    #expect(scanner.tokens.map(\.text) == ["let", "a", "=", "f", "(", ")", "{"])
    #expect(scanner.source.lineKind(0) == .code)
  }

  @Test func findsTypeDeclarationsButNotExtensionsOrClassMembers() {
    // When
    let declarations = SourceScanner(SourceFixtures.suite).declarations

    // Then
    #expect(
      declarations.map { "\($0.keyword) \($0.name)" } == [
        "class GreetingViewSpy", "struct NameStub", "enum Helpers", "protocol Greeting",
        "actor Counter", "struct GreetingPresenterTests",
      ])
  }

  @Test func ignoresTypeKeywordsInCommentsStringsAndOtherUses() {
    // Given
    let text = """
      // class NotAType {}
      let text = "struct AlsoNot {}"
      let kind = value.Protocol.self
      import class Foundation.NSObject
      let actor = 1
      class var shared: Int { 1 }
      """

    // When
    let declarations = SourceScanner(text).declarations

    // Then
    #expect(declarations.isEmpty)
  }

  @Test func findsTestsWithNamesAndParameterization() {
    // When
    let tests = SourceScanner(SourceFixtures.suite).tests

    // Then
    #expect(
      tests.map(\.name) == [
        "nothingIsGreetedBeforeTheTap", "greetsByFirstAndLastName", "noDisplayName",
      ])
    #expect(
      tests.map(\.displayName) == [
        "G1 nothing is greeted before the tap", "G2 greets by first and last name", nil,
      ])
    #expect(tests.map(\.isParameterized) == [false, true, false])
  }

  @Test func countsSetupLinesBeforeTheAction() {
    // Given
    let scanner = SourceScanner(SourceFixtures.suite)

    // When
    let setup = scanner.tests.map(scanner.setupLineCount)

    // Then: G1 has `// When` after two lines; G2 has none, so its first #expect is the action.
    #expect(setup == [2, 2, 0])
  }

  @Test func countsEverySetupLineWhenThereIsNoAction() {
    // Given
    let scanner = SourceScanner(
      """
      @Test func noAction() {
        let a = 1
        // a comment is not code
        _ = a
      }
      """)

    // When
    let setup = scanner.tests.map(scanner.setupLineCount)

    // Then
    #expect(setup == [2])
  }

  @Test func countsExpectAndRequireInTheBodyOnly() {
    // Given
    let scanner = SourceScanner(SourceFixtures.suite)

    // When
    let assertions = scanner.tests.map { scanner.assertionCount(in: $0.body) }

    // Then
    #expect(assertions == [1, 3, 1])
  }

  @Test func readsImportsWhateverTheirForm() {
    // Given
    let scanner = SourceScanner(
      "@testable import MVP\nimport class ViewKit.Label\n// import Model\n")

    // Then
    #expect(scanner.imports("MVP"))
    #expect(scanner.imports("ViewKit"))
    #expect(!scanner.imports("Model"))
  }

  @Test func readsScenarioIDsFromTheSpecTables() {
    // Given
    let spec = """
      | ID | Rule |
      |---|---|
      | G1 | First. |
      | S12 | Second. |
      | x1 | Not an ID. |
      Text | G2 | is not a row.
      """

    // When
    let ids = SpecReader.scenarioIDs(in: spec)

    // Then
    #expect(ids == ["G1", "S12"])
  }
}
