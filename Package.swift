// swift-tools-version: 6.2
import PackageDescription

/// The same feature, built once per pattern: each pattern is a target that depends on the Model
/// and the toolkit only, with its unit suite beside it. Adding a pattern is a line here and its
/// entry in `Variant.all` (Sources/ShowcaseCore/Variant.swift).
let patterns = [
  "MVC", "MVP", "MVVM", "MVVMWithoutBinding", "MVVMWithHandlers", "VIPER", "TEA",
]

let patternTargets: [Target] = patterns.flatMap { pattern -> [Target] in
  [
    .target(name: pattern, dependencies: ["Model", "ViewKit"]),
    .testTarget(
      name: "\(pattern)Tests",
      dependencies: [.target(name: pattern), "Model", "ServiceDoubles", "ViewKit", "TestSupport"]),
  ]
}

/// The articles' other forms of a pattern, each on the greeting screen only: exhibits, in
/// `Sources/Exhibits/<Name>` apart from the variants, that pass the greeting's conformance
/// scenarios and that the rules of their pattern judge (`showcase rules`). Each depends on the
/// Model and the toolkit only and counts in no comparison. Adding one is a line here and its entry
/// in `Exhibit.all` (Sources/ShowcaseCore/Exhibit.swift).
let exhibits = [
  "MassiveMVC", "MVCViewKnowsModel", "TraditionalMVC", "MVPDoneWrong", "ClosureMVVM",
]

let exhibitTargets: [Target] = exhibits.map { exhibit in
  .target(
    name: exhibit, dependencies: ["Model", "ViewKit"], path: "Sources/Exhibits/\(exhibit)")
}

let package = Package(
  name: "ArchitectureShowcase",
  // The oldest macOS the package runs on. Building it takes Swift 6.2 (the tools version above):
  // on a Mac, Xcode 26, which itself needs macOS 15.6 or later.
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "showcase", targets: ["showcase"])
  ],
  dependencies: [],
  targets: [
    // MARK: Shared ground: the Model and its service doubles, the stand-in for UIKit.
    // The flows: who called whom, read from the call stack at the toolkit's seams.
    .target(name: "Tracing"),
    .testTarget(
      name: "TracingTests",
      dependencies: ["Tracing", "ViewKit", "ShowcaseCore", "Model", "TestSupport"]),
    .target(name: "Model"),
    .testTarget(
      name: "ModelTests", dependencies: ["Model", "ServiceDoubles", "TestSupport"]),
    .target(name: "ServiceDoubles", dependencies: ["Model"]),
    .testTarget(
      name: "ServiceDoublesTests", dependencies: ["ServiceDoubles", "Model", "TestSupport"]),
    // The runtime's hook the toolkit's main loop switches, declared in C: Swift cannot declare
    // a variable that lives in the runtime.
    .target(name: "RuntimeHook"),
    .target(
      name: "ViewKit", dependencies: ["Tracing", "RuntimeHook"]),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit"]),

    // MARK: The core the runner and the tests share: the variants and the exhibits, a session
    // that drives one, the spec's scenario IDs. It knows the patterns and the exhibits only
    // through their `Feature` entries.
    .target(
      name: "ShowcaseCore",
      dependencies: ["Model", "ServiceDoubles", "ViewKit", "Tracing"]
        + (patterns + exhibits).map { .target(name: $0) }),

    // MARK: The runner, `showcase`: five libraries and a thin executable. ShowcaseSupport is
    // under all; the demo and the lab stand on it, the measurements on those two, the front end
    // on all. A dependency the other way does not compile.
    // What every part of the runner stands on: the console and the reading of arguments, text
    // tables, the Swift source lexer, records kept in the docs, scratch copies of the package
    // and the child processes that build and test them.
    .target(
      name: "ShowcaseSupport", dependencies: ["ShowcaseCore", "Tracing"]),
    // A learner's data in a JSON file, read by Foundation into the Model's DataSet, for the
    // demo's --data. Its messages show the file's text as the command line's do (Echo).
    .target(
      name: "DataFileReader", dependencies: ["Model", "ShowcaseSupport"]),
    .testTarget(
      name: "DataFileReaderTests", dependencies: ["DataFileReader", "Model", "TestSupport"]),
    // The demo: scripts and data files, playback, side by side, trace, diff, HTML pages.
    .target(
      name: "ShowcaseDemo",
      dependencies: [
        "ShowcaseSupport", "ShowcaseCore", "DataFileReader", "Model", "ServiceDoubles", "ViewKit",
        "Tracing",
      ]),
    // The lab, which edits a scratch copy of the package and runs its tests: mutation, the
    // bug hunt, the workshop.
    .target(
      name: "ShowcaseLab", dependencies: ["ShowcaseSupport", "ShowcaseCore"]),
    // The measurements: the report and its generated tables in the docs, the benchmarks, and
    // each pattern's defining rules, checked over the variants and the exhibits.
    .target(
      name: "ShowcaseMeasures",
      dependencies: [
        "ShowcaseDemo", "ShowcaseLab", "ShowcaseSupport", "ShowcaseCore", "DataFileReader",
        "Model", "ServiceDoubles", "ViewKit", "Tracing",
      ]),
    // The command-line front end: which command a command line names, the help, the exit.
    .target(
      name: "ShowcaseCommandLine",
      dependencies: [
        "ShowcaseMeasures", "ShowcaseDemo", "ShowcaseLab", "ShowcaseSupport", "ShowcaseCore",
      ]),
    .executableTarget(
      name: "showcase", dependencies: ["ShowcaseCommandLine"]),
    .testTarget(
      name: "RunnerTests",
      dependencies: [
        "ShowcaseCommandLine", "ShowcaseMeasures", "ShowcaseLab", "ShowcaseDemo",
        "ShowcaseSupport", "ShowcaseCore", "Model", "DataFileReader", "ServiceDoubles", "ViewKit",
        "TestSupport",
      ]),
    // The built executable, run through a pipe. This target depends on it, so that every build
    // of the tests builds it, in Xcode too. It stands apart from RunnerTests: a change to any
    // variant links the executable again, and while RunnerTests depended on it, all its files
    // compiled again each time.
    .testTarget(
      name: "ShowcaseExecutableTests",
      dependencies: ["showcase", "ShowcaseCore", "ShowcaseSupport"]),

    // MARK: Tests shared by every variant.
    .target(
      name: "TestSupport", dependencies: ["Model", "ServiceDoubles", "ViewKit"]),
    .testTarget(
      name: "TestSupportTests",
      dependencies: ["TestSupport", "Model", "ServiceDoubles", "ViewKit"]),
    // The form of the lesson, apart from its behaviour: the variants' parallel names, their
    // suites' shape, the ground floor free of patterns, the pattern pages' sections, each
    // pattern's defining rules (kept in ShowcaseMeasures, for `showcase rules`).
    .testTarget(
      name: "FormChecks",
      dependencies: ["ShowcaseMeasures", "ShowcaseSupport", "ShowcaseCore", "TestSupport"]),
    .testTarget(
      name: "ConformanceTests",
      dependencies: ["ShowcaseCore", "Model", "ServiceDoubles", "ViewKit", "TestSupport"]),
  ] + patternTargets + exhibitTargets
)

// Every Swift target builds in the Swift 6 language mode with strict concurrency; imports are
// visible only in the files that write them, so "this file does not import ViewKit" means what
// it says.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]
for target in package.targets where target.name != "RuntimeHook" {
  target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
