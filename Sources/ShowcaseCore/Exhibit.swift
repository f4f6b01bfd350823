import ClosureMVVM
import MVCViewKnowsModel
import MVPDoneWrong
import MassiveMVC
import Model
import TraditionalMVC
import ViewKit

/// Another form of a pattern, one that the articles the package was designed from describe but
/// that none of the variants is: a closure-bound MVVM, a massive MVC, a view that knows the
/// model, traditional MVC, MVP done wrong. Each is built on the greeting screen only, the
/// articles' own example, in a target of its own under `Sources/Exhibits/`, and reached only
/// through its `Feature` entry.
///
/// Exhibits are kept apart from `Variant.all`: they count in no comparison and no mutation, bug,
/// refactoring or workshop run. They pass the greeting's scenarios of the conformance suite
/// (their behaviour is the variants'), and the rules of the pattern they are a form of judge them
/// (`showcase rules`): a wrong form must break exactly the rules declared for it, which its
/// articles name (one, of `TraditionalMVC`, is of the package's making and says so).
public struct Exhibit: Sendable, Identifiable, CustomStringConvertible {
  /// A name for the command line and the tests: `massive-mvc`.
  public let id: String
  /// The exhibit's target, which is also its folder: `Sources/Exhibits/<name>`.
  public let name: String
  /// The form as the articles describe it, in a few words.
  public let title: String
  /// The articles that describe the form, by their number (`003`); Docs/Forms.md lists them.
  public let articles: [String]
  /// The variant whose pattern's rules judge the exhibit, by its name (`MVC`).
  public let judgedBy: String
  /// The rules the form breaks, each with its reason: the verdict expected of
  /// `showcase rules`. Empty for a form that keeps its pattern's rules.
  public let breaks: [Break]
  public let makeGreetingScreen: @MainActor @Sendable (Person) -> ViewController

  /// A rule the form breaks, by its id, and why, in one line.
  public struct Break: Sendable, Equatable {
    public let rule: String
    public let reason: String

    public init(_ rule: String, _ reason: String) {
      self.rule = rule
      self.reason = reason
    }
  }

  public init(
    id: String, name: String, title: String, articles: [String], judgedBy: String,
    breaks: [Break] = [],
    makeGreetingScreen: @escaping @MainActor @Sendable (Person) -> ViewController
  ) {
    self.id = id
    self.name = name
    self.title = title
    self.articles = articles
    self.judgedBy = judgedBy
    self.breaks = breaks
    self.makeGreetingScreen = makeGreetingScreen
  }

  public var description: String { name }

  /// The exhibit's folder, from the package's root.
  public var folder: String { "Sources/Exhibits/\(name)" }

  /// Every exhibit, in the order of the variants whose rules judge them. Adding one is an entry
  /// here, its import, and its target in Package.swift.
  ///
  /// Traditional MVC breaks two rules of Apple's MVC. Its view observes the model and lays out
  /// the person: in the survey (001) and in 004 the model notifies the view, which Apple's MVC
  /// forbids. Its model is a class of the screen, since the shared `Person` is a value that
  /// notifies no one: that second break is the package's, not the articles'. The class is
  /// declared a break of
  /// `MVC.every-class-is-a-view-controller-or-a-view` rather than exempted from it: a class that
  /// imports no toolkit and names no view may as well be a presenter or a view model, which the
  /// rule keeps out of an MVC screen.
  public static let all: [Exhibit] = [
    Exhibit(
      id: "massive-mvc", name: "MassiveMVC", title: "Massive View Controller",
      articles: ["000", "001", "003"], judgedBy: "MVC",
      makeGreetingScreen: MassiveMVC.Feature.makeGreetingScreen),
    Exhibit(
      id: "mvc-view-knows-model", name: "MVCViewKnowsModel",
      title: "MVC whose view knows the model",
      articles: ["001", "003", "004"], judgedBy: "MVC",
      breaks: [
        Break(
          "MVC.view-knows-no-entity",
          "its view is handed the `Person` and formats the greeting itself")
      ],
      makeGreetingScreen: MVCViewKnowsModel.Feature.makeGreetingScreen),
    Exhibit(
      id: "traditional-mvc", name: "TraditionalMVC",
      title: "Traditional MVC: the view observes the model",
      articles: ["001", "004"], judgedBy: "MVC",
      breaks: [
        Break(
          "MVC.every-class-is-a-view-controller-or-a-view",
          "its model is a class of the screen, since the shared `Person` is a value: a break "
            + "of the package's making, not the articles'"),
        Break(
          "MVC.view-knows-no-entity",
          "its view observes the model and lays out the `Person` itself"),
      ],
      makeGreetingScreen: TraditionalMVC.Feature.makeGreetingScreen),
    Exhibit(
      id: "mvp-done-wrong", name: "MVPDoneWrong", title: "MVP done wrong",
      articles: ["004"], judgedBy: "MVP",
      breaks: [
        Break("MVP.presenter-imports-no-view", "its presenter imports the toolkit to build views"),
        Break(
          "MVP.presenter-names-no-view-class",
          "its presenter makes the labels and the button on the controller's view"),
        Break("MVP.presenter-holds-view-weakly", "its presenter owns the views it made"),
      ],
      makeGreetingScreen: MVPDoneWrong.Feature.makeGreetingScreen),
    Exhibit(
      id: "closure-mvvm", name: "ClosureMVVM", title: "MVVM bound by a closure",
      articles: ["003"], judgedBy: "MVVM",
      makeGreetingScreen: ClosureMVVM.Feature.makeGreetingScreen),
  ]
}
