import Tracing

/// Each pattern's roles, as the runner and the tests know them.
extension PatternRoles {
  /// MVC has no role beyond the toolkit's view controller, which is the controller: it is the
  /// view, decides what it shows, asks the Model and pushes the next screen.
  static let mvc = PatternRoles(
    types: [.init("ViewController", .viewController)],
    files: [RoleFile("ViewController", does: .presentation, .view, .modelAccess, .navigation)],
    definingHops: [.init(.viewController, .model)])

  /// The presenter decides and asks the Model; the passive view draws, and pushes the screen
  /// the presenter chose.
  static let mvp = PatternRoles(
    own: [.presenter],
    types: [.init("Presenter", .presenter), .init("ViewController", .viewController)],
    files: [
      RoleFile("Presenter", does: .presentation, .modelAccess),
      RoleFile("ViewController", does: .view, .navigation),
      RoleFile("View", does: .contract),
    ],
    eventTaker: "Presenter", toolkitFree: ["Presenter"],
    definingHops: [
      .init(.viewController, .presenter, startsTasks: true), .init(.presenter, .viewController),
      .init(.presenter, .model),
    ])

  /// The view model decides and asks the Model; the coordinator runs the flow and makes the
  /// screens after the first.
  static let mvvm = PatternRoles(
    own: [.viewModel, .coordinator],
    types: [
      .init("ViewModel", .viewModel), .init("ViewController", .viewController),
      .init("Coordinator", .coordinator),
    ],
    files: [
      RoleFile("ViewModel", does: .presentation, .modelAccess),
      RoleFile("ViewController", does: .view),
      RoleFile("Coordinator", does: .navigation, .assembly),
    ],
    eventTaker: "ViewModel", toolkitFree: ["ViewModel"],
    definingHops: [
      .init(.viewController, .viewModel, startsTasks: true), .init(.viewModel, .viewController),
      .init(.viewModel, .model), .init(.viewModel, .coordinator),
    ])

  /// The view models word what each view shows; the view controller decides what happens
  /// next, pushes the next screen and assembles its own; each view draws and declares its
  /// delegate protocol; the data controller asks the Model. View models are values made by
  /// factories: they send and receive nothing, so they are no role of a trace.
  static let mvvmWithoutBinding = PatternRoles(
    own: [.view, .dataController],
    types: [
      .init("ViewController", .viewController), .init("DataController", .dataController),
      .init("View", .view),
    ],
    files: [
      RoleFile("ViewModel", does: .presentation),
      RoleFile("ViewController", does: .presentation, .navigation, .assembly),
      RoleFile("View", does: .view, .contract),
      RoleFile("DataController", does: .modelAccess),
    ],
    // The view controller is the delegate of the views it holds: it takes the user's events.
    eventTaker: "ViewController", toolkitFree: ["ViewModel", "DataController"],
    definingHops: [
      .init(.view, .viewController), .init(.viewController, .dataController, startsTasks: true),
      .init(.viewController, .view), .init(.dataController, .model),
    ])

  /// MVVM's view model split in three, with a context joining them: the view model only holds
  /// what the view shows; the data handler asks the Model and writes the view model; the
  /// business handler takes the user's events, decides, and makes and pushes the next screen.
  /// The view draws and observes the view model; the view controller makes the context and its
  /// handlers. The context only holds the others: it sends and receives nothing, so it is no
  /// role of a trace.
  static let mvvmWithHandlers = PatternRoles(
    own: [.view, .viewModel, .businessHandler, .dataHandler],
    types: [
      .init("ViewController", .viewController), .init("BusinessHandler", .businessHandler),
      .init("DataHandler", .dataHandler), .init("ViewModel", .viewModel), .init("View", .view),
    ],
    files: [
      RoleFile("ViewModel", does: .presentation),
      RoleFile("BusinessHandler", does: .presentation, .contract, .navigation, .assembly),
      RoleFile("DataHandler", does: .presentation, .contract, .modelAccess),
      RoleFile("ViewController", does: .view, .assembly),
      RoleFile("View", does: .view),
      RoleFile("Context", does: .assembly),
    ],
    // The business handler hears every event the view passes on.
    eventTaker: "BusinessHandler", toolkitFree: ["ViewModel", "DataHandler", "Context"],
    definingHops: [
      .init(.view, .businessHandler), .init(.businessHandler, .dataHandler, startsTasks: true),
      .init(.dataHandler, .viewModel), .init(.viewModel, .view), .init(.dataHandler, .model),
    ])

  /// A role per kind of work: the presenter decides what the view shows, the interactor asks
  /// the Model, the router navigates, the builder assembles.
  static let viper = PatternRoles(
    own: [.presenter, .interactor, .router],
    types: [
      .init("Presenter", .presenter), .init("Interactor", .interactor), .init("Router", .router),
      .init("ViewController", .viewController),
    ],
    files: [
      RoleFile("Presenter", does: .presentation),
      RoleFile("ViewController", does: .view),
      RoleFile("Interfaces", does: .contract),
      RoleFile("Interactor", does: .modelAccess),
      RoleFile("Router", does: .navigation),
      RoleFile("Builder", does: .assembly),
    ],
    eventTaker: "Presenter", toolkitFree: ["Presenter", "Interactor", "Interfaces"],
    definingHops: [
      .init(.viewController, .presenter, startsTasks: true),
      .init(.presenter, .interactor, startsTasks: true),
      .init(.interactor, .presenter), .init(.presenter, .viewController),
      .init(.interactor, .model), .init(.presenter, .router),
    ])

  /// The store holds the state and runs the reducer and the effects; the reducer decides and,
  /// through its effects, asks the Model; the view controller draws the state and pushes the
  /// destination the state names. The work a reducer returns runs in a task of the store's:
  /// a trace draws it as the effect.
  static let tea = PatternRoles(
    own: [.store, .reducer, .effect],
    types: [
      .init("Store", .store), .init("Reducer", .reducer, asyncClosures: .effect),
      .init("ViewController", .viewController),
    ],
    files: [
      RoleFile("Reducer", does: .presentation, .modelAccess),
      RoleFile("ViewController", does: .view, .navigation),
    ],
    // Each event is an action, a case of the screen's action enum in its reducer's file; the
    // view controller sends it to the store.
    eventTaker: "Reducer", toolkitFree: ["Reducer", "Store", "Effect"],
    // The effects a reducer returns are closures written in the reducer: one that runs shows
    // that the store ran the reducer.
    definingHops: [
      .init(.viewController, .store), .init(.store, .reducer, startsTasks: true),
      .init(.store, .viewController), .init(.effect, .model),
    ])
}

/// The roles the patterns add, by the names a trace shows.
extension Role {
  static let presenter = Role("Presenter")
  static let viewModel = Role("ViewModel")
  static let coordinator = Role("Coordinator")
  static let view = Role("View")
  static let dataController = Role("DataController")
  static let businessHandler = Role("BusinessHandler")
  static let dataHandler = Role("DataHandler")
  static let interactor = Role("Interactor")
  static let router = Role("Router")
  static let store = Role("Store")
  static let reducer = Role("Reducer")
  static let effect = Role("Effect")
}
