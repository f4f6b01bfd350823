import Testing

@testable import ShowcaseSupport

/// How messages show what the user wrote: escaped where a terminal would act on it or not show
/// it, cut once longer than about 60 characters.
struct EchoTests {
  @Test(
    arguments: [
      ("plain word", "plain word"),
      ("é🙂中", "é🙂中"),
      ("red\u{1B}[31m", "red\\u{1B}[31m"),
      ("two\nlines\r\n", "two\\nlines\\r\\n"),
      ("tab\tnul\0del\u{7F}", "tab\\tnul\\0del\\u{7F}"),
      ("next\u{85}line\u{2028}para\u{2029}", "next\\u{85}line\\u{2028}para\\u{2029}"),
      ("\u{202E}reversed\u{200B}", "\\u{202E}reversed\\u{200B}"),
    ])
  func escapesWhatATerminalWouldActOnOrHide(word: String, shown: String) {
    #expect(Echo.word(word) == shown)
  }

  @Test func cutsALongWordAtSixtyCharactersShown() {
    // Given
    let long = String(repeating: "x", count: 61)
    let escapes = String(repeating: "\u{1B}", count: 20)
    // Then
    #expect(Echo.word(String(repeating: "x", count: 60)) == String(repeating: "x", count: 60))
    #expect(Echo.word(long) == String(repeating: "x", count: 60) + "…")
    // Each escape shows six characters: ten fit.
    #expect(Echo.word(escapes) == String(repeating: "\\u{1B}", count: 10) + "…")
  }

  @Test func quotesAsAStringIsWritten() {
    #expect(Echo.quoted(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
    #expect(Echo.quoted("abcdef", limit: 3) == "\"abc…\"")
  }

  @Test func neverCutsAFileName() {
    // Given
    let name = String(repeating: "folder/", count: 20) + "data\n.json"
    // Then
    #expect(Echo.fileName(name) == String(repeating: "folder/", count: 20) + "data\\n.json")
  }
}
