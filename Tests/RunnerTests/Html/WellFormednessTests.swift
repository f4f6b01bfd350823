import Testing

/// The well-formedness check the HTML tests rely on: it passes good markup and names the first
/// mistake of bad markup, with its line.
@Suite("Well-formedness check")
struct WellFormednessTests {
  @Test(
    "well-formed markup passes",
    arguments: [
      "<!DOCTYPE html>\n<html lang=\"en\"><p>Tom &amp; &#39;Jerry&#x27; &lt;3</p><br /></html>\n",
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><text x='1'>张伟 &gt;</text></svg>",
      "<!-- a note --><a href=\"#step-2\" title=\"a &quot;b&quot;\">→</a>",
    ])
  func passes(markup: String) {
    #expect(WellFormedness.problem(in: markup) == nil)
  }

  @Test(
    "each mistake is named, with its line",
    arguments: [
      ("<html>\n<p><b></p></html>", "line 2: </p> closes <b>"),
      ("<html><p>", "line 1: <p> is never closed"),
      ("<html><p>a & b</p></html>", "line 1: '&' that starts no entity"),
      ("<html><p>1 < 2</p></html>", "line 1: '<' that opens no tag"),
      ("<html><p class=x>a</p></html>", "line 1: an attribute's value is not quoted"),
      ("<html><p hidden>a</p></html>", "line 1: <p> has an attribute without a quoted value"),
      ("<html><p a=\"1\" a=\"2\">a</p></html>", "line 1: <p> gives 'a' twice"),
      ("<p>a</p><p>b</p>", "line 1: 2 root elements (expected 1)"),
      ("<html></html>\nextra", "line 2: text outside the root element"),
      ("<html><p title=\"a<b\">a</p></html>", "line 1: '<' in an attribute's value"),
      ("<html><!-- open </html>", "line 1: '-->' never comes"),
    ])
  func namesMistakes(markup: String, problem: String) {
    #expect(WellFormedness.problem(in: markup) == problem)
  }
}
