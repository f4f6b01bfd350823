import ShowcaseCore
import ShowcaseSupport

/// One of the five articles the package was designed from, and the forms of the patterns it
/// describes, each with the variant or the exhibit that builds it. Docs/Forms.md shows them in
/// its region `forms`, made from this list, `Variant.all` and `Exhibit.all`: a form whose
/// builder is in neither list shows as not built, and becomes built when its target lands.
struct Article: Sendable {
  /// `003`, as `Exhibit.articles` names the article.
  let id: String
  /// Who wrote it and its title, with the title's sense when it is in Chinese.
  let citation: String
  /// A form the article describes, and the variant or exhibit that builds it, if any.
  let forms: [(name: String, builtBy: String?)]

  static let all: [Article] = [
    Article(
      id: "000",
      citation:
        "the Yuantiku iOS team, \"猿题库 iOS 客户端架构设计\" (MVVM without binding, with a Data "
        + "Controller)",
      forms: [
        ("MVC, as Apple writes it", "MVC"),
        ("Massive View Controller", "MassiveMVC"),
        ("MVVM with binding", "MVVM"),
        ("MVVM without binding, with a data controller per screen", "MVVMWithoutBinding"),
      ]),
    Article(
      id: "001", citation: "\"常用架构模式\" (common architecture patterns), a survey",
      forms: [
        ("Traditional MVC: the view observes the model", "TraditionalMVC"),
        ("Apple's MVC", "MVC"),
        ("MVC in practice: a cell bound to its model (`cell.goods = …`)", "MVCViewKnowsModel"),
        ("Massive View Controller", "MassiveMVC"),
        ("MVP with a passive view behind a protocol", "MVP"),
        ("MVVM with binding", "MVVM"),
      ]),
    Article(
      id: "002", citation: "Osheep, \"iOS - MVVM模式设计实践\" (MVVM in practice)",
      forms: [
        (
          "MVVM whose view model hands its work to data and business handlers, joined by a context",
          "MVVMWithHandlers"
        )
      ]),
    Article(
      id: "003",
      citation:
        "\"iOS架构设计\" (iOS architecture), after Bohdan Orlov, \"iOS Architecture Patterns\" (2016)",
      forms: [
        ("Cocoa MVC", "MVC"),
        ("Realistic Cocoa MVC: view and controller in one massive class", "MassiveMVC"),
        ("A cell configured with the model (`configureWithUser`)", "MVCViewKnowsModel"),
        ("MVVM bound by a closure (`greetingDidChange`)", "ClosureMVVM"),
        ("VIPER", "VIPER"),
      ]),
    Article(
      id: "004", citation: "\"MVC、MVP、MVVM\", in FantasticLBP's knowledge-kit",
      forms: [
        ("MVC as first drawn: the model sends its changes to the view", "TraditionalMVC"),
        ("Apple's MVC", "MVC"),
        ("MVC whose view holds the model", "MVCViewKnowsModel"),
        ("MVP done wrong: the presenter builds the views", "MVPDoneWrong"),
        ("MVP done right: the view and the service behind protocols", "MVP"),
        ("MVVM with reactive binding", "MVVM"),
        ("A view model made once from a Person, read by the controller", "MVVMWithoutBinding"),
        ("VIPER", "VIPER"),
        ("Redux, which VIPER is likened to: actions and a pure reducer", "TEA"),
      ]),
  ]

  /// The region of Docs/Forms.md: the articles, then a row per form they describe, with where
  /// it is built, linked from Docs/.
  static func markdown(variants: [Variant], exhibits: [Exhibit] = Exhibit.all) -> String {
    let articles = all.map { "- **\($0.id)**: \($0.citation)." }
    let table = ReportTable(
      headers: ["Article", "Form it describes", "Built as"],
      rows: all.flatMap { article in
        article.forms.map { form in
          [article.id, form.name, builtAs(form, variants: variants, exhibits: exhibits)]
        }
      },
      rightAlignsValues: false)
    return (articles + ["", table.markdown]).joined(separator: "\n")
  }

  /// Where `form` is built, as a link from Docs/: a variant's target or an exhibit's folder.
  private static func builtAs(
    _ form: (name: String, builtBy: String?), variants: [Variant], exhibits: [Exhibit]
  ) -> String {
    if let variant = variants.first(where: { $0.name == form.builtBy }) {
      return "variant [Sources/\(variant.name)](../Sources/\(variant.name))"
    }
    if let exhibit = exhibits.first(where: { $0.name == form.builtBy }) {
      return "exhibit [\(exhibit.folder)](../\(exhibit.folder))"
    }
    return "not built"
  }
}
