import Foundation
import Model
import ServiceDoubles
import ShowcaseCore
import ViewKit

/// A scenario of Docs/FeatureSpec.md as `showcase where` measures it: data, the commands that
/// bring the screen to where it starts (the setup), then the step whose code is measured.
package struct SliceScenario: Sendable, Equatable {
  package let id: String
  package let title: String
  package private(set) var data: DataSet = .sample
  let setup: [Command]
  let step: [Command]

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

  /// As a script writes them.
  package var setupText: String { setup.map(\.description).joined(separator: "; ") }
  package var stepText: String { step.map(\.description).joined(separator: "; ") }

  /// Every scenario that can be played with a script, in the spec's order. The lifetime
  /// scenarios (L1–L4) are about what is released, which no line of code shows.
  package static let all: [SliceScenario] = {
    let traced = { (ids: String) in
      ids.split(separator: " ").map { TraceScenario.named(String($0))! }.map {
        SliceScenario(id: $0.id, title: $0.title, setup: $0.setup, step: $0.traced)
      }
    }
    let greeting = TraceScenario.named("G2")!
    func greets(_ id: String, _ title: String, _ data: DataSet = .sample) -> SliceScenario {
      SliceScenario(id: id, title: title, data: data, setup: greeting.setup, step: greeting.traced)
    }
    let loaded: [Command] = [.openSubjects, .releaseAll]
    let switched = loaded + [.select("More"), .select("Physics"), .release(.setStatus, .oldest)]
    let newest: [Command] = [
      .release(.person, .newest), .release(.subjects, .newest), .release(.records, .newest),
    ]
    return traced("G1") + [
      greets("G2", greeting.title, person { $0.salutation = nil }),
      greets("G3", "greets with the salutation"),
      greets("G4", "ignores a blank salutation", person { $0.salutation = "  " }),
      greets(
        "G5", "trims the names",
        person { ($0.salutation, $0.firstName, $0.lastName) = (" Dr. ", "  John ", " Smith ") }),
      greets("G6", "shows the birthdate after the tap"),
      greets("G7", "shows no birthdate when there is none", person { $0.birthdate = nil }),
    ] + traced("S1 S2") + [
      SliceScenario(
        id: "S3", title: "says when no subject is open", data: noOpenSubjects,
        setup: [.openSubjects], step: [.releaseAll])
    ] + traced("S4 S5") + [
      // A second load waits; a third outdates it and is answered first.
      SliceScenario(
        id: "S6", title: "an older answer never overwrites a newer one",
        setup: [.lateAnswers(true)] + loaded + [.select("Math"), .back, .select("Math"), .back]
          + newest, step: [.releaseAll])
    ] + traced("S7 S8 P1 A1 A2 A3 A4") + [
      SliceScenario(
        id: "A5", title: "a row waiting for its switch ignores a second selection",
        setup: Array(switched.dropLast()),
        step: [.select("Physics"), .release(.setStatus, .oldest)]),
      SliceScenario(
        id: "A6", title: "a switched row can be switched back", setup: switched,
        step: [.select("Physics"), .release(.setStatus, .oldest)]),
    ]
  }()

  package static func named(_ id: String) -> SliceScenario? {
    all.first { $0.id == id.uppercased() }
  }

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

  /// Which part of the scenario a measured run plays: `step` is the setup, then the step.
  package enum Part: String, Sendable {
    case setup, step
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
