import Testing

/// `--data` with a file the reader refuses for its keys or for holding nothing: one line naming
/// the place, exit status 65, as for any bad data file.
@Suite("showcase --data, a key given twice or an empty file")
@MainActor
struct DataFileExitTests {
  @Test("a key given twice names both places, an empty file says so, and both exit 65")
  func keyGivenTwiceAndEmptyFileExit65() async throws {
    // Given
    let twice = try temporaryFile(
      "{\"person\": {\"firstName\": \"Ada\",\n  \"firstName\": \"Bo\"}}", named: "twice.json")
    let empty = try temporaryFile("", named: "empty.json")

    // When
    let twiceRun = await ShowcaseRun(["--data", twice], variants: [ShowcaseRun.mvc])
    let emptyRun = await ShowcaseRun(["--data", empty], variants: [ShowcaseRun.mvc])

    // Then
    #expect(
      twiceRun.errors == [
        "\(twice):2:3: duplicate key \"firstName\" (already given at 1:13)"
      ])
    #expect(
      emptyRun.errors == [
        "\(empty): the file is empty (expected a JSON object with \"person\", \"subjects\" "
          + "and \"userSubjects\")"
      ])
    for run in [twiceRun, emptyRun] {
      #expect(run.status == 65 && run.lines == [])
    }
  }
}
