import Foundation
import Model
import ServiceDoubles
import ShowcaseCore
import ViewKit

/// A scenario of Docs/FeatureSpec.md as `showcase where` measures it: data, commands that bring
/// the screen to where the scenario starts (the setup), then the step whose code is measured.
/// The trace's scenarios are here too, each with the data its rule names.
package struct SliceScenario: Sendable, Equatable {
  package let id: String
  package let title: String
  package let data: DataSet
  let setup: [Command]
  let step: [Command]

  init(_ trace: TraceScenario, data: DataSet = .sample) {
    self.init(id: trace.id, title: trace.title, data: data, setup: trace.setup, step: trace.traced)
  }

  init(id: String, title: String, data: DataSet = .sample, setup: [Command], step: [Command]) {
    self.id = id
    self.title = title
    self.data = data
    self.setup = setup
    self.step = step
  }

  /// The data, as stable text: the same in every process (a `Set` prints in any order).
  package var dataText: String {
    let person = data.person
    let names = [person.salutation ?? "-", person.firstName, person.lastName]
      .map { "\"\($0)\"" }.joined(separator: " ")
    let subjects = data.subjects.map { subject in
      "\(subject.id) \(subject.name) \(subject.phases.map(\.rawValue).sorted())"
    }
    let records = data.userSubjects.map {
      "\($0.subjectID) \($0.status) \($0.updatedAt.timeIntervalSince1970)"
    }
    return
      ([names, "\(person.birthdate?.timeIntervalSince1970 ?? -1)", person.phase.rawValue]
      + subjects + records).joined(separator: "; ")
  }

  /// The setup, then the step, as a script writes them.
  package var setupText: String { setup.map(\.description).joined(separator: "; ") }
  package var stepText: String { step.map(\.description).joined(separator: "; ") }

  /// Every scenario that can be played with a script, in the spec's order. The lifetime
  /// scenarios (L1–L4) are about what is released, which no line of code shows.
  package static let all: [SliceScenario] = {
    let trace = Dictionary(uniqueKeysWithValues: TraceScenario.all.map { ($0.id, $0) })
    let greeting = TraceScenario.named("G2")!
    let loaded: [Command] = [.openSubjects, .releaseAll]
    return [
      SliceScenario(trace["G1"]!),
      SliceScenario(greeting, data: person { $0.salutation = nil }),
      SliceScenario(
        id: "G3", title: "greets with the salutation", setup: greeting.setup,
        step: greeting.traced),
      SliceScenario(
        id: "G4", title: "ignores a blank salutation", data: person { $0.salutation = "  " },
        setup: greeting.setup, step: greeting.traced),
      SliceScenario(
        id: "G5", title: "trims the names",
        data: person {
          ($0.salutation, $0.firstName, $0.lastName) = (" Dr. ", "  John ", " Smith ")
        }, setup: greeting.setup, step: greeting.traced),
      SliceScenario(
        id: "G6", title: "shows the birthdate after the tap", setup: greeting.setup,
        step: greeting.traced),
      SliceScenario(
        id: "G7", title: "shows no birthdate when there is none",
        data: person { $0.birthdate = nil }, setup: greeting.setup, step: greeting.traced),
      SliceScenario(trace["S1"]!), SliceScenario(trace["S2"]!),
      SliceScenario(
        id: "S3", title: "says when no subject is open", data: noOpenSubjects,
        setup: [.openSubjects], step: [.releaseAll]),
      SliceScenario(trace["S4"]!), SliceScenario(trace["S5"]!),
      SliceScenario(
        id: "S6", title: "an older answer never overwrites a newer one",
        // A second load waits; a third outdates it and is answered first.
        setup: [.lateAnswers(true)] + loaded + [.select("Math"), .back, .select("Math"), .back]
          + [
            .release(.person, .newest), .release(.subjects, .newest), .release(.records, .newest),
          ],
        step: [.releaseAll]),
      SliceScenario(trace["S7"]!), SliceScenario(trace["S8"]!), SliceScenario(trace["P1"]!),
      SliceScenario(trace["A1"]!), SliceScenario(trace["A2"]!), SliceScenario(trace["A3"]!),
      SliceScenario(trace["A4"]!),
      SliceScenario(
        id: "A5", title: "a row waiting for its switch ignores a second selection",
        setup: loaded + [.select("More"), .select("Physics")],
        step: [.select("Physics"), .release(.setStatus, .oldest)]),
      SliceScenario(
        id: "A6", title: "a switched row can be switched back",
        setup: loaded + [.select("More"), .select("Physics"), .release(.setStatus, .oldest)],
        step: [.select("Physics"), .release(.setStatus, .oldest)]),
    ]
  }()

  package static func named(_ id: String) -> SliceScenario? {
    all.first { $0.id == id.uppercased() }
  }

  /// The sample data with its person changed by `change`.
  private static func person(_ change: (inout Person) -> Void) -> DataSet {
    var data = DataSet.sample
    change(&data.person)
    return data
  }

  /// The sample data with every subject switched off, on a day after its records.
  private static var noOpenSubjects: DataSet {
    DataSet.sample.subjects.reduce(DataSet.sample) { data, subject in
      data.recording(.off, forSubject: subject.id)
    }
  }

  // MARK: Playing

  /// Which part of the scenario a measured run plays.
  package enum Part: String, Sendable {
    case setup
    /// The setup, then the step.
    case step
  }

  /// Plays `part` on each variant, each in a session of its own, then calls `finish` while
  /// the sessions are still on screen. What a session does when it ends or goes (cancel what
  /// is pending) is neither setup nor step, so `finish` ends the process first.
  @MainActor
  package func play(_ part: Part, on variants: [Variant], finish: @MainActor () -> Never) async
    -> Never
  {
    let sessions = await MainLoop.withSerialExecution {
      var sessions: [Session] = []
      for variant in variants {
        let session = Session(variant: variant, data: data)
        sessions.append(session)
        for command in setup + (part == .step ? step : []) { _ = await session.perform(command) }
      }
      return sessions
    }
    withExtendedLifetime(sessions) { finish() }
  }
}
