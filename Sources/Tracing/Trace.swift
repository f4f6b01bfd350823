import Foundation

/// Who called whom, recorded from a real run: `showcase trace` turns the hops into text or a
/// sequence diagram. The teaching code marks each hop into one of its roles with one
/// `Trace.hop(from, to)` line at the top of the function called; the toolkit marks user actions,
/// lifecycle events and pushes itself. When no trace is being recorded, a hop costs a task-local
/// look-up and one check of a flag.
///
/// Tracing knows no pattern: it names only the parties every variant shares (the user, the
/// navigation stack, the view controller, the service). Each pattern target declares its own
/// roles as `Role` values.
///
/// `Trace.recording { … }` keeps the hops of one run apart from any other running at the same
/// time; `start()` and `stop()` alone record every hop in the process.
public enum Trace {
  /// Records that `from` sends `message` to `to`; the message defaults to the name of the
  /// function the line is in, so a role marks a call into it with `Trace.hop(.caller, .callee)`.
  public static func hop(_ from: Role, _ to: Role, _ message: String = #function) {
    recorder.append(Hop(from: from, to: to, message: message, isReply: false))
  }

  /// Records that `from` answers `to` (an asynchronous answer arriving, an output called).
  public static func reply(_ from: Role, _ to: Role, _ message: String) {
    recorder.append(Hop(from: from, to: to, message: message, isReply: true))
  }

  /// Records that the function this line opens runs in `observer` because `source` changed and
  /// `observer` observes it: a binding, not a call. Drawn as a dashed arrow, since `source`
  /// holds no reference to the observer (what is observed does not know who observes it).
  public static func observed(_ source: Role, by observer: Role, function: String = #function) {
    reply(source, observer, "observed change: \(function)")
  }

  /// The role the last recorded call went to, if this recording has one: the role whose code
  /// runs now, when the call chain is synchronous. The toolkit draws a push from it, so a push
  /// shows which role asked for it without the toolkit naming any.
  public static var currentRole: Role? {
    recorder.lastCallee
  }

  /// Starts recording, dropping anything recorded before. Inside `recording(_:)` this starts
  /// that recording's own recorder again; outside, the one shared by the whole process.
  public static func start() {
    recorder.start()
  }

  /// Stops recording and returns the hops, in order.
  public static func stop() -> [Hop] {
    recorder.stop()
  }

  /// Runs `body` and returns the hops made by it and by every task it starts: tasks inherit
  /// the recorder, so hops from other work running at the same time (other tests, say) stay
  /// out. `start()` and `stop()` inside `body` cut this recording into steps.
  public static func recording(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
  ) async rethrows -> [Hop] {
    let scoped = Recorder()
    scoped.start()
    try await $scopedRecorder.withValue(scoped, operation: body)
    return scoped.stop()
  }

  /// The recorder of the `recording(_:)` this task runs in, if any.
  @TaskLocal private static var scopedRecorder: Recorder?
  private static let sharedRecorder = Recorder()
  private static var recorder: Recorder { scopedRecorder ?? sharedRecorder }
}

/// A party a message can pass between, by the name a trace shows. Tracing declares only the
/// parties every variant has; a pattern declares its own roles in its own target
/// (`static let keeper = Role("Keeper")`).
public struct Role: Hashable, Sendable, Codable, CustomStringConvertible {
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  public var description: String { name }

  /// A role is written as its name alone: `"ViewController"`.
  public init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }

  /// The person using the app.
  public static let user = Role("User")
  /// The navigation stack: pushes, pops and the lifecycle calls they cause.
  public static let navigation = Role("Navigation")
  /// The screen's view controller: the controller in MVC, the view in most other patterns.
  public static let viewController = Role("ViewController")
  /// What answers requests: the network, played by the runner's service.
  public static let service = Role("Service")
}

/// One message from one role to another.
public struct Hop: Sendable, Equatable, Codable, CustomStringConvertible {
  public var from: Role
  public var to: Role
  public var message: String
  public var isReply: Bool

  public init(from: Role, to: Role, message: String, isReply: Bool = false) {
    self.from = from
    self.to = to
    self.message = message
    self.isReply = isReply
  }

  public var description: String {
    "\(from) \(isReply ? "-->" : "->") \(to): \(message)"
  }
}

/// Keeps hops while recording. Hops may come from any thread, so a lock guards them.
private final class Recorder: @unchecked Sendable {
  private let lock = NSLock()
  private var hops: [Hop] = []
  private var isRecording = false
  private var lastCall: Role?

  func start() {
    lock.withLock {
      hops = []
      lastCall = nil
      isRecording = true
    }
  }

  func stop() -> [Hop] {
    lock.withLock {
      isRecording = false
      defer { hops = [] }
      return hops
    }
  }

  var lastCallee: Role? {
    lock.withLock { lastCall }
  }

  func append(_ hop: Hop) {
    lock.withLock {
      guard isRecording else { return }
      hops.append(hop)
      if !hop.isReply { lastCall = hop.to }
    }
  }
}
