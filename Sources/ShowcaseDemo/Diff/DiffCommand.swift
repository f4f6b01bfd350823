import ShowcaseCore
import ShowcaseSupport

/// `showcase diff P Q`: the code of two variants for one screen, side by side, role by role
/// (`RoleDiff`), read from the package's sources; as columns, Markdown or a page of slides.
package enum DiffCommand {
  @MainActor
  package static func run(_ options: DiffOptions, in console: Console) -> Int32 {
    let command = "showcase diff"
    guard console.findsPackage(for: command) else { return ExitCode.noInput }
    var codes: [ScreenCode] = []
    for id in [options.left, options.right] {
      // The option parser accepted only the variants' ids.
      guard let variant = console.variants.first(where: { $0.id == id }) else {
        return ExitCode.usage
      }
      do {
        let code = try ScreenCode.read(
          options.screen, of: variant, packageRoot: console.packageRoot)
        guard !code.files.isEmpty else {
          console.error(
            "\(command): no file of the \(options.screen.title) screen in Sources/\(variant.name)")
          return ExitCode.noInput
        }
        codes.append(code)
      } catch {
        console.error("\(command): cannot read Sources/\(variant.name): \(error)")
        return ExitCode.noInput
      }
    }
    let diff = RoleDiff(left: codes[0], right: codes[1])
    switch options.format {
    case .text:
      let width = console.width(
        options.width, minimum: ScreenWidth.codeColumnsMinimum, command: command)
      DiffText.columns(diff, width: width).forEach(console.output)
    case .markdown: DiffText.markdown(diff).forEach(console.output)
    case .html: console.outputLines(of: DiffPage(diff: diff).html())
    }
    return ExitCode.success
  }
}
