/// How each pattern divides a screen's work between its files: each role is named by the end of
/// its file's name after the screen (`Presenter` in `SubjectsPresenter.swift`), with the kinds
/// of work it does. A role's first kind, in `RoleKind` order, is the row `showcase diff` shows
/// it in; its other kinds are where the other variant's row says "done here instead". This is
/// the runner's reading of the patterns, as Docs/Runner.md states it; a test checks that every
/// file of every screen has a role here.
struct PatternRoles: Sendable {
  struct RoleFile: Sendable {
    var suffix: String
    var kinds: [RoleKind]
  }

  var files: [RoleFile]

  /// The public entry every pattern target has. It joins a screen's assembly row when its code
  /// names one of that screen's types.
  static let entry = RoleFile(suffix: "Feature", kinds: [.assembly])

  /// The table, by variant id.
  static let byVariant: [String: PatternRoles] = [
    // The view controller does it all: it is the view, decides what it shows, asks the Model
    // and pushes the next screen.
    "mvc": PatternRoles(files: [
      RoleFile(suffix: "ViewController", kinds: [.presentation, .view, .modelAccess, .navigation])
    ]),
    // The presenter decides and asks the Model; the passive view draws, and pushes the screen
    // the presenter chose.
    "mvp": PatternRoles(files: [
      RoleFile(suffix: "Presenter", kinds: [.presentation, .modelAccess]),
      RoleFile(suffix: "ViewController", kinds: [.view, .navigation]),
      RoleFile(suffix: "View", kinds: [.contract]),
    ]),
    // The view model decides and asks the Model; the coordinator runs the flow and makes the
    // screens after the first.
    "mvvm": PatternRoles(files: [
      RoleFile(suffix: "ViewModel", kinds: [.presentation, .modelAccess]),
      RoleFile(suffix: "ViewController", kinds: [.view]),
      RoleFile(suffix: "Coordinator", kinds: [.navigation, .assembly]),
    ]),
    // A role per kind of work.
    "viper": PatternRoles(files: [
      RoleFile(suffix: "Presenter", kinds: [.presentation]),
      RoleFile(suffix: "ViewController", kinds: [.view]),
      RoleFile(suffix: "Interfaces", kinds: [.contract]),
      RoleFile(suffix: "Interactor", kinds: [.modelAccess]),
      RoleFile(suffix: "Router", kinds: [.navigation]),
      RoleFile(suffix: "Builder", kinds: [.assembly]),
    ]),
    // The reducer decides and, through its effects, asks the Model; the view controller draws
    // the state and pushes the destination it names.
    "redux": PatternRoles(files: [
      RoleFile(suffix: "Reducer", kinds: [.presentation, .modelAccess]),
      RoleFile(suffix: "ViewController", kinds: [.view, .navigation]),
    ]),
  ]

  /// The row a role stands in: the first of its kinds.
  static func row(of kinds: [RoleKind]) -> RoleKind? {
    RoleKind.allCases.first(where: kinds.contains)
  }
}
