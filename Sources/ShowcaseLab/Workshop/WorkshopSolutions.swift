import Foundation
import ShowcaseCore
import ShowcaseSupport

/// What `showcase refresh` asks first: which reference solutions no longer apply to the code.
/// No run can record them again: a maintainer starts the exercise, makes the change and records it.
package enum WorkshopSolutions {
  /// A line per solution that does not apply, with the command that records it again; a line
  /// for exercises that cannot be read.
  package static func unapplied(packageRoot: URL, variants: [Variant]) -> [String] {
    let exercises: [Exercise]
    do {
      exercises = try Exercise.all(packageRoot: packageRoot, variants: variants)
    } catch {
      return ["the workshop's exercises cannot be read: \(error)"]
    }
    let tree = WorkshopTree(root: packageRoot)
    return exercises.flatMap { exercise in
      variants.compactMap { variant -> String? in
        do {
          _ = try exercise.solutions[variant.name]?.patchedFiles(tree.read)
          return nil
        } catch {
          return "\(error); start \(exercise.id), make the change, then: "
            + Hint.run("workshop record \(exercise.id) --pattern \(variant.id)")
        }
      }
    }
  }
}
