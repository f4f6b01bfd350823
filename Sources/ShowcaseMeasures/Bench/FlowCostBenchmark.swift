import Foundation
import Model
import ShowcaseCore
import ShowcaseSupport
import Tracing

/// What the flows cost. The same sessions are played three ways: with no recorder at all (the
/// seams switched off), with the recorder off (each seam looks for a recording and finds none,
/// as in every run without flows), and recording. The runs alternate, so that a change in the
/// machine's load falls on all three alike. The recorder off must cost within 5% of none.
@MainActor
enum FlowCostBenchmark {
  struct Results: Sendable, Equatable {
    var subjects: Int
    var runs: Int
    var noRecorder: Duration
    var recorderOff: Duration
    var recording: Duration

    /// How much longer a run with the recorder off takes than one with none: 0.02 is 2%.
    var offOverhead: Double {
      Timing.seconds(recorderOff) / Timing.seconds(noRecorder) - 1
    }
  }

  /// The most the recorder may add when flows are off.
  static let allowedOverhead = 0.05

  /// Plays every variant's subject list, opened and answered, `runs` times each way.
  static func run(variants: [Variant], subjects: Int = 1_000, runs: Int = 15) async -> Results {
    let data = Bench.dataSet(subjects: subjects)
    let roles = Variant.roleMap(of: variants)
    var times: [(none: Duration, off: Duration, on: Duration)] = []
    // The first round warms code and memory up, and is not counted.
    for round in 0...runs {
      Trace.seamsAreOn = false
      let withoutRecorder = await play(variants, data)
      Trace.seamsAreOn = true
      let withRecorderOff = await play(variants, data)
      var recorded = Duration.zero
      _ = await Trace.recording(roles: roles) {
        recorded = await play(variants, data)
      }
      guard round > 0 else { continue }
      times.append((withoutRecorder, withRecorderOff, recorded))
    }
    return Results(
      subjects: subjects, runs: runs, noRecorder: Timing.median(times.map { $0.none }),
      recorderOff: Timing.median(times.map { $0.off }),
      recording: Timing.median(times.map { $0.on }))
  }

  private static func play(_ variants: [Variant], _ data: DataSet) async -> Duration {
    var total = Duration.zero
    for variant in variants {
      total += await Bench.update(variant, data).0
    }
    return total
  }

  static func report(_ results: Results) -> [String] {
    let percent = { (value: Double) in String(format: "%+.1f%%", value * 100) }
    let recordingOverhead =
      Timing.seconds(results.recording) / Timing.seconds(results.noRecorder) - 1
    let verdict =
      results.offOverhead <= allowedOverhead
      ? "within \(Int(allowedOverhead * 100))% of no recorder"
      : "over \(Int(allowedOverhead * 100))% of no recorder"
    return [
      "What the flows cost: every chosen variant's subject list, \(results.subjects) subjects,",
      "opened and answered. Median of \(results.runs) runs each way, taken in turn.",
      "",
      "recorder      median     cost",
      "none          \(pad(results.noRecorder))",
      "off           \(pad(results.recorderOff))  \(percent(results.offOverhead))",
      "recording     \(pad(results.recording))  \(percent(recordingOverhead))",
      "",
      "The recorder off is \(verdict).",
    ]
  }

  private static func pad(_ duration: Duration) -> String {
    let text = NumberText.duration(duration)
    return text + String(repeating: " ", count: max(0, 9 - text.count))
  }
}
