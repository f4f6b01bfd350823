import Testing

@testable import ShowcaseLab

/// The statement operators on snippets: calls and assignments removed, guards removed, early
/// returns, and weak references made strong.
struct StatementMutantTests {
  private func mutants(_ text: String, _ mutation: MutationOperator) -> [String] {
    MutantGenerator(text).sites().filter { $0.mutation == mutation }.map {
      "\($0.original) → \($0.mutated)"
    }
  }

  private static let presenter = """
    final class Presenter {
      init(view: View) {
        self.view = view
        super.init()
      }

      func viewDidDisappear(isLeaving: Bool) {
        if isLeaving { loading?.cancel() }
      }

      func load() {
        view?.show(
          rows: rows.map { Row(title: $0.name) })
        loading = Task { [weak self] in
          guard !Task.isCancelled else { return }
          self?.loaded()
        }
      }

      func rows() -> [Row] {
        makeRows()
      }

      func select(_ row: Int) {
        guard let curriculum else { return }
        guard row < count else { return }
        open(row)
      }
    }
    """

  @Test func removesCallStatementsButNotAValueOrSuperInit() {
    #expect(
      mutants(Self.presenter, .callRemoved) == [
        "if isLeaving { loading?.cancel() } → if isLeaving { }",
        "view?.show(rows: rows.map { Row(title: $0.name) }) → (removed)",
        "self?.loaded() → (removed)",
        "open(row) → (removed)",
      ])
  }

  @Test func removesAssignmentsOutsideInitializers() {
    #expect(
      mutants(Self.presenter, .assignmentRemoved) == [
        "loading = Task { [weak self] in guard !Task.isCancelled else { return } self?.loaded() }"
          + " → (removed)"
      ])
  }

  @Test func removesGuardsThatReturnAndBindNothing() {
    #expect(
      mutants(Self.presenter, .guardRemoved) == [
        "guard !Task.isCancelled else { return } → (removed)",
        "guard row < count else { return } → (removed)",
      ])
  }

  @Test func returnsEarlyFromFunctionsThatReturnNothing() {
    // Not from an initializer, nor from `rows()`, which returns a value.
    #expect(
      mutants(Self.presenter, .earlyReturn) == [
        "func viewDidDisappear(isLeaving: Bool) { → func viewDidDisappear(isLeaving: Bool) { return",
        "func load() { → func load() { return",
        "func select(_ row: Int) { → func select(_ row: Int) { return",
      ])
  }

  @Test func makesWeakPropertiesAndCapturesStrong() {
    // Given
    let text = """
      final class Presenter {
        private weak var view: (any View)?
        func load() {
          Task { [weak self, repository] in self?.go(repository) }
        }
      }
      """

    // When
    let sites = MutantGenerator(text).sites().filter { $0.mutation == .weakDropped }

    // Then
    #expect(
      sites.map { "\($0.original) → \($0.mutated)" } == [
        "private weak var view: (any View)? → private var view: (any View)?",
        "Task { [weak self, repository] in self?.go(repository) } → "
          + "Task { [self = Optional(self), repository] in self?.go(repository) }",
      ])
    guard case .strongProperty(_, let declaration, let type) = sites.first?.switchable else {
      Issue.record("the property is not switchable")
      return
    }
    #expect(declaration == "private var view: (any View)?")
    #expect(type == "(any View)?")
    guard case .strongCapture(_, let name) = sites.last?.switchable else {
      Issue.record("the capture is not switchable")
      return
    }
    #expect(name == "self")
  }
}
