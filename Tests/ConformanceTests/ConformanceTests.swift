import Model
import ServiceDoubles
import ShowcaseCore
import TestSupport
import Testing
import ViewKit

/// Runs every scenario of `Docs/FeatureSpec.md` against every variant, unchanged, through the
/// toolkit only: open a screen, tap, select, go back, release or fail what the service holds.
/// The rules about late answers (S6, S7, L2, L4) run twice, once with a service that answers
/// cancelled requests late (see `Scenario`).
@MainActor
@Suite("Conformance", .serialMainLoop)
struct ConformanceTests {
  @Test("Every variant passes every scenario", arguments: Variant.underTest, Scenario.runs)
  func conforms(variant: Variant, run: Scenario.Run) async throws {
    try await run.check(variant)
  }

  @Test("Every scenario ID of the spec has a check, and every check has an ID in the spec")
  func specAndSuiteAgree() throws {
    let specIDs = try specScenarioIDs()
    #expect(!specIDs.isEmpty)
    #expect(Scenario.all.map(\.id) == specIDs)
  }
}

extension Scenario {
  /// In the order of the spec.
  static let all: [Scenario] = greeting + subjects + practiceAndAllSubjects + lifetime

  /// Every scenario under each of its policies, in the order of the spec.
  static let runs: [Run] = all.flatMap(\.runs)

  // MARK: Greeting

  static let greeting: [Scenario] = [
    Scenario("G1") { variant in
      let session = Session(variant: variant)
      await session.openGreeting(person: .fixture())
      #expect(session.snapshot == Screens.greeting)
    },
    Scenario("G2") { variant in
      let session = Session(variant: variant)
      await session.openGreeting(person: .fixture())
      try await session.tap("Show greeting")
      #expect(session.snapshot == Screens.greeted("Hello John Smith"))
    },
    Scenario("G3") { variant in
      let session = Session(variant: variant)
      await session.openGreeting(person: .fixture(salutation: "Dr."))
      try await session.tap("Show greeting")
      #expect(session.snapshot == Screens.greeted("Hello Dr. John Smith"))
    },
    Scenario("G4") { variant in
      for blank in ["", "   "] {
        let session = Session(variant: variant)
        await session.openGreeting(person: .fixture(salutation: blank))
        try await session.tap("Show greeting")
        #expect(session.snapshot == Screens.greeted("Hello John Smith"))
      }
    },
    Scenario("G5") { variant in
      let session = Session(variant: variant)
      await session.openGreeting(
        person: .fixture(salutation: " Dr. ", firstName: "  John ", lastName: " Smith "))
      try await session.tap("Show greeting")
      #expect(session.snapshot == Screens.greeted("Hello Dr. John Smith"))

      let nameless = Session(variant: variant)
      await nameless.openGreeting(person: .fixture(firstName: " ", lastName: ""))
      try await nameless.tap("Show greeting")
      #expect(nameless.snapshot == Screens.greeted("Hello"))
    },
    Scenario("G6") { variant in
      let session = Session(variant: variant)
      await session.openGreeting(person: .fixture(birthdate: .unixEpoch))
      #expect(session.snapshot == Screens.greeting)
      try await session.tap("Show greeting")
      #expect(
        session.snapshot == Screens.greeted("Hello John Smith", "Born Thursday January 1, 1970"))

      // Before 15 October 1582 too, the calendar is Gregorian: 1 January 1000 was a Wednesday.
      let medieval = Session(variant: variant)
      await medieval.openGreeting(person: .fixture(birthdate: .januaryFirst1000))
      try await medieval.tap("Show greeting")
      #expect(
        medieval.snapshot
          == Screens.greeted("Hello John Smith", "Born Wednesday January 1, 1000"))
    },
    Scenario("G7") { variant in
      let session = Session(variant: variant)
      await session.openGreeting(person: .fixture(birthdate: nil))
      try await session.tap("Show greeting")
      #expect(session.snapshot == Screens.greeted("Hello John Smith"))
    },
  ]

  // MARK: Subjects

  /// Math, Physics and History in high school; Math and History open.
  static let data = DataSet.fixture()
  static let openRows = ["Math", "History", "More"]

  static let subjects: [Scenario] = [
    Scenario("S1") { variant in
      let session = Session(variant: variant, data: data)
      await session.openSubjects()
      #expect(session.snapshot == Screens.subjects(loading: true, rows: []))
      #expect(Set(session.service.pending.map(\.kind)) == [.person, .subjects, .records])
      try await session.release(.records)
      try await session.release(.person)
      #expect(session.snapshot == Screens.subjects(loading: true, rows: []))
      try await session.release(.subjects)
      #expect(session.snapshot == Screens.subjects(rows: openRows))
    },
    Scenario("S2") { variant in
      let session = Session(variant: variant, data: data)
      await session.openSubjects()
      await session.releaseAll()
      #expect(session.snapshot == Screens.subjects(rows: openRows))
    },
    Scenario("S3") { variant in
      let session = Session(variant: variant, data: .fixture(open: []))
      await session.openSubjects()
      await session.releaseAll()
      #expect(session.snapshot == Screens.subjects(labels: ["No open subjects"], rows: ["More"]))
    },
    Scenario("S4") { variant in
      let failure = "Couldn't load subjects: Network unreachable"
      let session = Session(variant: variant, data: data)
      await session.openSubjects()
      try await session.release(.person)
      try await session.fail(.records)
      #expect(session.snapshot == Screens.subjects(labels: [failure], rows: [], retry: true))
      // Rows shown before a failure stay.
      try await session.tap("Retry")
      await session.releaseAll()
      try await session.select("Math")
      try await session.back()
      try await session.fail(.subjects)
      #expect(session.snapshot == Screens.subjects(labels: [failure], rows: openRows, retry: true))
    },
    Scenario("S5") { variant in
      let session = Session(variant: variant, data: data)
      await session.openSubjects()
      try await session.fail(.person)
      try await session.tap("Retry")
      #expect(session.snapshot == Screens.subjects(loading: true, rows: []))
      await session.releaseAll()
      #expect(session.snapshot == Screens.subjects(rows: openRows))
    },
    Scenario("S6", policies: CancellationPolicy.allCases) { variant, policy in
      let session = Session(variant: variant, data: data, cancellationPolicy: policy)
      await session.openSubjects()
      await session.releaseAll()
      // A second load starts on coming back from Practice, and is left waiting...
      try await session.select("Math")
      try await session.back()
      // ...while Physics is switched on, and a third load starts on coming back.
      try await session.select("More")
      try await session.select("Physics")
      try await session.release(.setStatus)
      try await session.back()
      // The newest answers arrive first, the old ones (without Physics) last.
      for kind: ControllableService.Request.Kind in [.person, .subjects, .records] {
        try await session.release(kind, .newest)
      }
      let newest = Screens.subjects(rows: ["Math", "Physics", "History", "More"])
      #expect(session.snapshot == newest)
      // The second load was outdated by the third: withdrawn, or, answering late, still
      // waiting, and answered now, last.
      #expect(Set(session.service.pending.map(\.description)) == cancelledLoad(policy))
      await session.releaseAll()
      #expect(session.snapshot == newest)
    },
    Scenario("S7", policies: CancellationPolicy.allCases) { variant, policy in
      let session = Session(variant: variant, data: data, cancellationPolicy: policy)
      await session.openSubjects()
      let leaving = session.screen
      let shownWhenLeaving = leaving.snapshot
      try await session.back()
      // Leaving cancelled the load: answering late, its requests wait, and are answered now.
      #expect(Set(session.service.pending.map(\.description)) == cancelledLoad(policy))
      await session.releaseAll()
      #expect(leaving.snapshot == shownWhenLeaving)
      #expect(session.snapshot.title == Session.launcherTitle)
    },
    Scenario("S8") { variant in
      let session = Session(variant: variant, data: data)
      await session.openSubjects()
      await session.releaseAll()
      try await session.select("History")
      try await session.back()
      #expect(session.snapshot == Screens.subjects(loading: true, rows: openRows))
      #expect(Set(session.service.pending.map(\.kind)) == [.person, .subjects, .records])
      await session.releaseAll()
      #expect(session.snapshot == Screens.subjects(rows: openRows))
    },
  ]

  // MARK: Practice and All subjects

  static let practiceAndAllSubjects: [Scenario] = [
    Scenario("P1") { variant in
      let session = await loadedSubjects(variant)
      try await session.select("History")
      #expect(session.snapshot == ScreenSnapshot(title: "History", labels: ["Practice History"]))
      try await session.back()
      #expect(session.snapshot.title == "Subjects")
    },
    Scenario("A1") { variant in
      let session = await loadedSubjects(variant)
      try await session.select("More")
      #expect(
        session.snapshot
          == Screens.allSubjects([("Math", true), ("Physics", false), ("History", true)]))
    },
    Scenario("A2") { variant in
      let session = await loadedSubjects(variant)
      try await session.select("More")
      try await session.select("Physics")
      #expect(session.service.pending.map(\.description) == ["switch 2 on"])
      #expect(
        session.snapshot
          == Screens.allSubjects([("Math", true), ("Physics", false), ("History", true)]))
      try await session.release(.setStatus)
      #expect(
        session.snapshot
          == Screens.allSubjects([("Math", true), ("Physics", true), ("History", true)]))
      try await session.select("Math")
      try await session.release(.setStatus)
      #expect(
        session.snapshot
          == Screens.allSubjects([("Math", false), ("Physics", true), ("History", true)]))
    },
    Scenario("A3") { variant in
      let session = await loadedSubjects(variant)
      try await session.select("More")
      try await session.select("Math")
      try await session.fail(.setStatus)
      let unchanged: [(String, Bool)] = [("Math", true), ("Physics", false), ("History", true)]
      #expect(
        session.snapshot
          == Screens.allSubjects(unchanged, labels: ["Couldn't switch Math: Network unreachable"]))
      try await session.select("Math")
      try await session.release(.setStatus)
      #expect(
        session.snapshot
          == Screens.allSubjects([("Math", false), ("Physics", false), ("History", true)]))
    },
    Scenario("A4") { variant in
      let session = await loadedSubjects(variant)
      try await session.select("More")
      try await session.select("Physics")
      try await session.release(.setStatus)
      try await session.back()
      #expect(session.snapshot == Screens.subjects(loading: true, rows: openRows))
      await session.releaseAll()
      #expect(session.snapshot == Screens.subjects(rows: ["Math", "Physics", "History", "More"]))
    },
    Scenario("A5") { variant in
      let session = await loadedSubjects(variant)
      try await session.select("More")
      try await session.select("Physics")
      try await session.select("Physics")
      #expect(session.service.pending.map(\.description) == ["switch 2 on"])
      try await session.select("History")
      #expect(session.service.pending.map(\.description) == ["switch 2 on", "switch 3 off"])
      await session.releaseAll()
      #expect(
        session.snapshot
          == Screens.allSubjects([("Math", true), ("Physics", true), ("History", false)]))
    },
    Scenario("A6") { variant in
      let session = await loadedSubjects(variant)
      try await session.select("More")
      try await session.select("Physics")
      try await session.release(.setStatus)
      // Answered: Physics can be switched straight back off.
      try await session.select("Physics")
      #expect(session.service.pending.map(\.description) == ["switch 2 off"])
      try await session.release(.setStatus)
      #expect(
        session.snapshot
          == Screens.allSubjects([("Math", true), ("Physics", false), ("History", true)]))
      // Failed: Math can be switched again.
      try await session.select("Math")
      try await session.fail(.setStatus)
      try await session.select("Math")
      #expect(session.service.pending.map(\.description) == ["switch 1 off"])
      try await session.release(.setStatus)
      #expect(
        session.snapshot
          == Screens.allSubjects([("Math", false), ("Physics", false), ("History", true)]))
    },
  ]

  @MainActor
  static func loadedSubjects(
    _ variant: Variant, cancellationPolicy policy: CancellationPolicy = .throwsAtOnce
  ) async -> Session {
    let session = Session(variant: variant, data: data, cancellationPolicy: policy)
    await session.openSubjects()
    await session.releaseAll()
    return session
  }

  /// What is left pending of a load that was cancelled: nothing when the service withdraws
  /// cancelled requests; its three requests, marked, when it answers them late.
  static func cancelledLoad(_ policy: CancellationPolicy) -> Set<String> {
    switch policy {
    case .throwsAtOnce: []
    case .answersLate: ["person (cancelled)", "subjects (cancelled)", "records (cancelled)"]
    }
  }

  // MARK: Lifetime

  /// The screen goes away and every strong reference the test had is dropped: the screen
  /// itself must then be gone. (Each variant's own suite checks the objects the screen made.)
  static let lifetime: [Scenario] = [
    Scenario("L1") { variant in
      let session = Session(variant: variant, data: data)
      await session.openGreeting()
      try await session.tap("Show greeting")
      let watch = ReleaseWatch()
      watch.watch(session.screen, as: "screen")
      try await session.back()
      #expect(watch.alive == [])
    },
    Scenario("L2", policies: CancellationPolicy.allCases) { variant, policy in
      let session = Session(variant: variant, data: data, cancellationPolicy: policy)
      await session.openSubjects()
      let watch = ReleaseWatch()
      watch.watch(session.screen, as: "screen")
      try await session.back()
      #expect(watch.alive == [])
      // Answering late, the abandoned load still waits: the screen went all the same, and the
      // answers now reach a task with nobody left to tell.
      #expect(Set(session.service.pending.map(\.description)) == cancelledLoad(policy))
      await session.releaseAll()
    },
    Scenario("L3") { variant in
      let session = await loadedSubjects(variant)
      try await session.select("Math")
      let watch = ReleaseWatch()
      watch.watch(session.screen, as: "screen")
      try await session.back()
      await session.releaseAll()
      #expect(watch.alive == [])
    },
    Scenario("L4", policies: CancellationPolicy.allCases) { variant, policy in
      // Leaving All subjects cancels no switch: the learner asked for it. Answering late still
      // matters: a switch task cancelled on leaving would then wait, with whatever it holds.
      let session = await loadedSubjects(variant, cancellationPolicy: policy)
      try await session.select("More")
      try await session.select("Physics")
      let watch = ReleaseWatch()
      watch.watch(session.screen, as: "screen")
      try await session.back()
      #expect(watch.alive == [])
      #expect(session.service.pending.filter(\.isCancelled) == [])
      await session.releaseAll()
    },
  ]
}
