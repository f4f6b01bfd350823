import Testing

@testable import ShowcaseMeasures
@testable import ShowcaseSupport

@Suite("Responsibility table")
struct ResponsibilityTableTests {
  @Test("a role is its file's name without the screen")
  func roleIsTheFileNameWithoutTheScreen() {
    #expect(ResponsibilityTable.role(ofFile: "Sources/MVP/SubjectsPresenter.swift") == "Presenter")
    #expect(
      ResponsibilityTable.role(ofFile: "Sources/MVC/AllSubjectsViewController.swift")
        == "ViewController")
    #expect(ResponsibilityTable.role(ofFile: "Sources/MVVM/Feature.swift") == "Feature")
    #expect(ResponsibilityTable.role(ofFile: "Sources/MVVM/Subjects.swift") == "Subjects")
  }

  @Test("each responsibility names the roles whose code holds its mark, never a comment")
  func cellsNameTheRolesWhoseCodeHoldsTheMark() throws {
    // Given: the greeting composed in the presenter; a comment in the view mentions "Hello".
    let presenter = ("Sources/X/GreetingPresenter.swift", #"let text = "Hello" + name"#)
    let view = ("Sources/X/GreetingViewController.swift", #"// shows "Hello" and the name"#)
    let controller = ("Sources/Y/GreetingViewController.swift", #"label.text = "Hello""#)

    // When
    let table = ResponsibilityTable.table([
      (name: "X", files: [presenter, view]), (name: "Y", files: [controller]),
    ])

    // Then
    let greeting = try #require(table.rows.first { $0[0] == "Greeting composition" })
    #expect(greeting == ["Greeting composition", #"`"Hello"`"#, "Presenter", "ViewController"])
    let push = try #require(table.rows.first { $0[0] == "Navigation execution" })
    #expect(push.suffix(2) == ["–", "–"])
    #expect(table.headers == ["Responsibility", "Found by", "X", "Y"])
  }
}
