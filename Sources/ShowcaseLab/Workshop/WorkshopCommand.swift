import Foundation
import ShowcaseCore
import ShowcaseSupport

/// `showcase workshop`: the workshop kit. Each exercise is one product change made in every
/// variant (see `Exercise` and Docs/Workshop.md); this command adds its tests to the tree,
/// checks them, applies the reference solutions and puts the tree back, never throwing away
/// work that is not the exercise's. `check` and `prove` build and run the tests
/// (`WorkshopCheck`, `WorkshopProof`).
@MainActor
package enum WorkshopCommand {
  package static func run(_ options: WorkshopOptions, in console: Console) async -> Int32 {
    let command = "showcase workshop \(options.action.rawValue)"
    guard console.findsPackage(for: command) else { return ExitCode.noInput }
    let workshop = Workshop(console: console)
    do throws(WorkshopError) {
      switch options.action {
      case .list: try workshop.list()
      case .start:
        try workshop.start(try workshop.exercise(options.exercise, requiringSolutions: false))
      case .solution:
        // A variant without a solution yet, while one is being written, does not keep the
        // others' from being applied: it is named, and left as it is.
        try workshop.applySolutions(
          of: try workshop.exercise(options.exercise, requiringSolutions: false),
          for: console.selected(options.patterns).filter { !options.excluded.contains($0.id) })
      case .reset: return try workshop.reset()
      case .record:
        try workshop.record(
          try workshop.exercise(options.exercise, requiringSolutions: false),
          for: console.selected(options.patterns))
      case .check:
        let exercise = try workshop.exercise(options.exercise, requiringSolutions: false)
        try workshop.requireStarted(exercise)
        return await WorkshopCheck(console: console, exercise: exercise)
          .run(console.selected(options.patterns))
      case .prove:
        let exercises =
          if let id = options.exercise {
            [try workshop.exercise(id)]
          } else {
            try Exercise.all(packageRoot: console.packageRoot, variants: console.variants)
          }
        return await WorkshopProof(console: console).run(exercises)
      }
    } catch let failure {
      console.error("\(command): \(failure.description)")
      return failure.status
    }
    return ExitCode.success
  }
}

/// The subcommands that change the tree, over the package `console` names.
@MainActor
struct Workshop {
  let console: Console
  var tree: WorkshopTree { WorkshopTree(root: console.packageRoot) }

  func exercise(_ id: String?, requiringSolutions: Bool = true) throws(WorkshopError)
    -> Exercise
  {
    try Exercise.named(
      id ?? "", packageRoot: console.packageRoot, variants: console.variants,
      requiringSolutions: requiringSolutions)
  }

  /// The state of the started exercise, which must be `exercise`.
  @discardableResult
  func requireStarted(_ exercise: Exercise) throws(WorkshopError) -> WorkshopState {
    guard let state = try WorkshopState.load(from: tree) else {
      throw .refused(
        "no exercise is started; start one first: showcase workshop start \(exercise.id)")
    }
    guard state.exercise == exercise.id else {
      throw .refused("\(exercise.id) is not started (\(state.exercise) is)")
    }
    return state
  }

  // MARK: list

  func list() throws(WorkshopError) {
    let exercises = try Exercise.all(packageRoot: console.packageRoot, variants: console.variants)
    guard !exercises.isEmpty else {
      console.output("No exercise in \(Exercise.root)/")
      return
    }
    let started = try WorkshopState.load(from: tree)?.exercise
    let rows = exercises.map { $0.listCells + [$0.id == started ? "(started)" : ""] }
    for line in TextTable().lines(rows) { console.output(line) }
  }

  // MARK: start

  /// Adds the exercise's tests and prints its spec addition. First it copies and fingerprints
  /// every watched file and saves the state, so that `reset` knows exactly what was added.
  func start(_ exercise: Exercise) throws(WorkshopError) {
    if let state = try WorkshopState.load(from: tree) {
      throw .refused(
        "\(state.exercise) is started; one exercise at a time: showcase workshop reset first")
    }
    if let inTheWay = exercise.testFiles.first(where: { tree.exists($0.path) }) {
      throw .refused("\(inTheWay.path) already exists; nothing was started")
    }
    // A folder left by a start that was interrupted before its state was saved.
    try tree.remove(WorkshopState.folder)
    var state = WorkshopState(
      exercise: exercise.id, before: [:], added: exercise.testFiles.map(\.path))
    for path in tree.watchedFiles {
      guard let fingerprint = tree.fingerprint(path) else { continue }
      try tree.copy(path, to: "\(WorkshopState.copies)/\(path)")
      state.before[path] = fingerprint
    }
    for file in exercise.testFiles {
      state.recordWritten(file.path, fingerprint: FileFingerprint.of(file.text))
      state.madeFolders += tree.missingFolders(of: file.path).filter {
        !state.madeFolders.contains($0)
      }
    }
    try state.save(in: tree)
    for file in exercise.testFiles {
      try tree.write(file.text, to: file.path)
    }

    console.output("Started \(exercise.id) \(exercise.title). Its tests, added:")
    for file in exercise.testFiles { console.output("  \(file.path)") }
    console.output("")
    console.outputLines(of: exercise.specification.trimmingCharacters(in: .newlines))
    console.output("")
    console.output(
      "They fail, or do not build, until the change is made. Then: "
        + "showcase workshop check \(exercise.id) [--pattern P]")
  }

  // MARK: solution

  /// Applies each variant's reference solution, all or nothing: when one hunk does not apply,
  /// no file is written.
  func applySolutions(of exercise: Exercise, for variants: [Variant]) throws(WorkshopError) {
    var state = try requireStarted(exercise)
    var writes: [(path: String, text: String?)] = []
    var applied: [(variant: String, paths: [String])] = []
    for variant in variants {
      if state.solved.contains(variant.name) {
        console.output("\(variant.name): the reference solution is applied already")
        continue
      }
      guard let solution = exercise.solutions[variant.name] else {
        console.output(
          "\(variant.name): no reference solution yet (expected "
            + "\(exercise.folder)/Solutions/\(variant.name).diff), left as it is")
        continue
      }
      do {
        let changes = try solution.diff.applied(to: tree.read)
        writes += changes
        applied.append((variant.name, changes.map(\.path)))
      } catch {
        throw .refused("\(exercise.id) \(variant.name): \(error); nothing was written")
      }
    }
    guard !applied.isEmpty else { return }
    for write in writes {
      state.recordWritten(
        write.path, fingerprint: write.text.map(FileFingerprint.of) ?? FileFingerprint.deleted)
      if write.text != nil {
        state.madeFolders += tree.missingFolders(of: write.path).filter {
          !state.madeFolders.contains($0)
        }
      }
    }
    try state.save(in: tree)
    for write in writes {
      if let text = write.text {
        try tree.write(text, to: write.path)
      } else {
        try tree.remove(write.path)
      }
    }
    state.solved += applied.map(\.variant)
    try state.save(in: tree)
    for (variant, paths) in applied {
      console.output(
        "\(variant): applied the reference solution of \(exercise.id) to "
          + paths.joined(separator: ", "))
    }
  }
}
