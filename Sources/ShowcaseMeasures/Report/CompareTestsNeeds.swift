import ShowcaseSupport

/// What one test needs from outside its body: the suite's stored properties it uses (its
/// fixture), the suite's `init()` when that sets one up, the helpers of its test target that set
/// it up (called before its `// When`, or by the setup), and the test doubles all these name. A
/// VIPER test that only calls `presenter.retryTapped()` needs the spies its suite makes.
struct TestNeeds: Sendable, Equatable {
  var fixtures: [String] = []
  var usesInit = false
  var helpers: [String] = []
  /// Named by a double's suffix (`StaticMeasure.doubleSuffixes`) or in `Sources/ServiceDoubles`.
  var doubles: [String] = []
  /// The fixtures', the `init()`'s and the helpers' code, each piece dedented.
  var setupCode: [String] = []

  /// `Setup: the suite's view, presenter and init(); calls makeSubjects`; `name` may quote.
  func setupSummary(_ name: (String) -> String = { $0 }) -> String {
    var parts: [String] = []
    let suite = fixtures.map(name) + (usesInit ? [name("init()")] : [])
    if !suite.isEmpty { parts.append("the suite's \(Self.list(suite))") }
    if !helpers.isEmpty { parts.append("calls \(Self.list(helpers.map(name)))") }
    return "Setup: " + (parts.isEmpty ? "all in the test" : parts.joined(separator: "; "))
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `Doubles: SubjectsViewSpy, ControllableService`.
  func doublesSummary(_ name: (String) -> String = { $0 }) -> String {
    "Doubles: " + (doubles.isEmpty ? "none" : doubles.map(name).joined(separator: ", "))
  }
}

extension TestNeeds {
  /// `target` holds every file of the test target, `file` among them.
  init(
    test: SourceScanner.TestFunction, in file: SourceOutline, target: [SourceOutline],
    serviceDoubles: Set<String>
  ) {
    let testTokens = file.tokens(in: test.range)
    let suite = file.innermostType(containing: test.range.lowerBound)
    let properties = suite.flatMap { file.properties[$0] } ?? []
    let initializers = file.functions.filter {
      $0.isInitializer && suite != nil && $0.parent == suite
    }
    // A helper of the test's own file first, then of the target's other files.
    let helpers = ([file] + target.filter { $0 !== file }).flatMap { other in
      other.functions.filter { !$0.isInitializer && !$0.isTest }.map { (file: other, function: $0) }
    }
    let shadowed = file.localNames(in: testTokens)
    let given = file.tokensBeforeWhen(in: testTokens)

    var usedProperties: Set<Int> = []
    // Every helper reached, and whether the setup reaches it, not only the checks.
    var usedHelpers: [(file: SourceOutline, function: SourceOutline.Function, isSetup: Bool)] = []
    var doubles: [String] = []
    var readsInit = false
    // Token ranges still to read, with their file and whether they set the test up: first the
    // test's setup (its tokens before `// When`), then the rest of it.
    var pending: [(file: SourceOutline, tokens: Range<Int>, isSetup: Bool)] = [
      (file, given, true), (file, given.upperBound..<testTokens.upperBound, false),
    ]
    var read = 0
    while read < pending.count {
      let (current, range, isSetup) = pending[read]
      let isTestBody = read < 2
      read += 1
      let tokens = current.scanner.tokens
      for index in range {
        let word = tokens[index].text
        guard SourceOutline.isName(word) else { continue }
        if Self.isDouble(word, serviceDoubles: serviceDoubles), !doubles.contains(word) {
          doubles.append(word)
        }
        // A member of something else (`view.show`) is not one of the suite's own.
        if index > 0, tokens[index - 1].text == ".",
          index < 2 || !["self", "Self"].contains(tokens[index - 2].text)
        {
          continue
        }
        if index + 1 < tokens.count, tokens[index + 1].text == "(",
          !usedHelpers.contains(where: { $0.function.name == word }),
          let helper = helpers.first(where: { $0.function.name == word })
        {
          usedHelpers.append((helper.file, helper.function, isSetup))
          pending.append((helper.file, helper.function.tokens, isSetup))
        }
        guard current === file, !(isTestBody && shadowed.contains(word)),
          let property = properties.firstIndex(where: { $0.name == word }),
          !usedProperties.contains(property)
        else { continue }
        usedProperties.insert(property)
        pending.append((file, properties[property].tokens, true))
        if !properties[property].isInitialized, !readsInit {
          readsInit = true
          pending += initializers.map { (file, $0.tokens, true) }
        }
      }
    }
    let fixtures = properties.indices.filter(usedProperties.contains).map { properties[$0] }
    let usesInit = readsInit && !initializers.isEmpty
    let setupHelpers = usedHelpers.filter(\.isSetup)
    // Each piece dedented on its own: a suite's members and a file's functions line up.
    var pieces = [fixtures.flatMap { file.lines(of: $0.tokens) }]
    if usesInit { pieces[0] += initializers.flatMap { file.lines(of: $0.tokens) } }
    pieces += setupHelpers.map { $0.file.lines(of: $0.function.tokens) }
    self.init(
      fixtures: fixtures.map(\.name), usesInit: usesInit,
      helpers: setupHelpers.map(\.function.name), doubles: doubles,
      setupCode: Array(
        pieces.filter { !$0.isEmpty }.map(CompareTestsCommand.dedent)
          .joined(separator: [""])))
  }

  static func isDouble(_ name: String, serviceDoubles: Set<String>) -> Bool {
    guard name.first?.isUppercase == true else { return false }
    return serviceDoubles.contains(name)
      || StaticMeasure.doubleSuffixes.contains { name.hasSuffix($0) && name != $0 }
  }
}
