/// Small Swift sources with known answers, for the report's classifiers and scanners. They are
/// string literals rather than files: a `.swift` file in the test target would be compiled.
enum SourceFixtures {
  /// 17 lines: 11 code, 5 comment, 1 blank.
  static let lines = #"""
    /// A documented type.
    import Foundation

    /* A block comment
       over two lines */
    struct Greeter {
      // A line comment
      let url = "http://example.com"  // a trailing comment
      let path = "/* not a comment */"
      let text = """
        // inside a string

        """
      /* nested /* block */ comment */
      let raw = #"a "quoted" // text"#
      let interpolated = "\("//")"
    }
    """#

  /// Six types (one protocol), two of them doubles; three tests, one parameterized.
  static let suite = #"""
    import Testing

    @testable import MVP

    final class GreetingViewSpy: GreetingView {
      var shown: [String] = []
      class func make() -> GreetingViewSpy { GreetingViewSpy() }
    }

    struct NameStub {}
    enum Helpers {}
    protocol Greeting {}
    extension Greeting {}
    actor Counter {}

    @MainActor
    struct GreetingPresenterTests {
      @Test("G1 nothing is greeted before the tap")
      func nothingIsGreetedBeforeTheTap() {
        // Given
        let view = GreetingViewSpy()
        let presenter = GreetingPresenter(view: view)

        // When
        presenter.viewDidLoad()

        // Then
        #expect(view.shown == [])
      }

      @Test("G2 greets by first and last name", arguments: ["John", "Jane"])
      func greetsByFirstAndLastName(name: String) throws {
        let view = GreetingViewSpy()
        let text = "} not a brace {"
        #expect(view.shown.isEmpty)
        let value = try #require(view.shown.first)
        #expect(value == text)
      }

      @Test func noDisplayName() {
        #expect(Bool(true))
      }
    }
    """#

  /// A test whose body holds nested braces, braces in strings and in a comment.
  static let braces = #"""
    import Testing

    struct SubjectsTests {
      @Test("S6 an older answer never overwrites a newer one")
      func olderAnswerNeverOverwritesNewerOne() async {
        // Given
        let labels = ["{", "}}", #"raw } brace"#]
        let closure = { (value: Int) -> Int in
          if value > 0 { return value }  // } in a comment
          return 0
        }

        // When
        let result = closure(1)

        // Then
        #expect(result == 1 && labels.count == 3)
      }

      @Test("S7 leaving mid-load delivers nothing")
      func leavingMidLoadDeliversNothing() {}
    }
    """#

  /// What `braces` yields for S6, dedented.
  static let bracesS6 = #"""
    @Test("S6 an older answer never overwrites a newer one")
    func olderAnswerNeverOverwritesNewerOne() async {
      // Given
      let labels = ["{", "}}", #"raw } brace"#]
      let closure = { (value: Int) -> Int in
        if value > 0 { return value }  // } in a comment
        return 0
      }

      // When
      let result = closure(1)

      // Then
      #expect(result == 1 && labels.count == 3)
    }
    """#
}
