import Foundation

/// Who called whom, recorded from real runs: `showcase trace` turns the hops into text or a
/// sequence diagram. The code under study holds no tracing: the toolkit and the runner's
/// service mark the seams they own (a user action, a lifecycle call, a push, a change a view
/// shows, a request), and at each seam the recorder reads the call stack. Each frame is mapped
/// to a role by its type (`RoleMap`), so every arrow between two roles is a call the stack
/// shows, drawn from the role that really made it.
///
/// `Trace.recording(roles:) { … }` keeps the hops of one run apart from any other running at
/// the same time; `start()` and `stop()` inside it cut the run into steps. Outside a recording
/// a seam costs a task-local look-up and nothing else: its message is not even made.
public enum Trace {
  /// A user action on `screen` begins: drawn from the user to the first role the toolkit hands
  /// it to, or to the screen's own role when none is called. `userActionEnded()` closes it.
  public static func userAction(_ message: @autoclosure () -> String, on screen: AnyObject) {
    recorder?.beginUserAction(message(), screen: qualifiedName(of: screen))
  }

  /// The user action begun last has been handled.
  public static func userActionEnded() {
    recorder?.endUserAction()
  }

  /// The toolkit calls `receiver` on behalf of `from` (the navigation stack sends a lifecycle
  /// event): drawn from `from` to the receiver's role.
  public static func toolkitCall(
    _ message: @autoclosure () -> String, from: Role, to receiver: AnyObject
  ) {
    guard let recorder else { return }
    let name = qualifiedName(of: receiver)
    recorder.toolkitCall(message(), from: from) { $0.role(ofTypeNamed: name) }
  }

  /// The toolkit passes something from `from` to `to`: the user's back button to the
  /// navigation stack.
  public static func toolkitCall(_ message: @autoclosure () -> String, from: Role, to: Role) {
    recorder?.toolkitCall(message(), from: from) { _ in to }
  }

  /// The code running now asks `party` for something (a push, a request): drawn from the role
  /// the call stack shows. Returns that role, so an answer can be drawn back to it.
  @discardableResult
  public static func request(_ message: @autoclosure () -> String, to party: Role) -> Role? {
    recorder?.request(message(), to: party)
  }

  /// `from` answers `to`: an asynchronous answer arriving. Drawn dashed.
  public static func reply(_ from: Role, _ to: Role, _ message: String) {
    recorder?.append(Hop(from: from, to: to, message: message, isReply: true))
  }

  /// A view is about to show a change: records the chain of calls that led to it.
  public static func viewChanged() {
    recorder?.readStack()
  }

  /// The code running now starts a task: records the chain of calls that led to it.
  public static func taskStarted() {
    recorder?.readStack()
  }

  /// A value that `observer` observes changed: drawn dashed from the role whose code changed
  /// it, since what is observed holds no reference to who observes it.
  public static func observedChange(
    by observer: @autoclosure () -> String, _ message: @autoclosure () -> String
  ) {
    recorder?.observedChange(by: observer(), message())
  }

  /// Starts the current recording's next step, dropping anything recorded before.
  public static func start() {
    recorder?.start()
  }

  /// Ends the current recording's step and returns its hops, in order.
  public static func stop() -> [Hop] {
    recorder?.stop() ?? []
  }

  /// Runs `body` and returns the hops made by it and by every task it starts, each frame
  /// read with `roles`: tasks inherit the recorder, so hops from other work running at the
  /// same time (other tests, say) stay out.
  public static func recording(
    roles: RoleMap, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
  ) async rethrows -> [Hop] {
    let scoped = FlowRecorder(roles: roles)
    scoped.start()
    try await $scopedRecorder.withValue(scoped, operation: body)
    return scoped.stop()
  }

  /// Whether a recording sees into the tasks a call starts: on Linux, and on macOS 26 or later,
  /// where the toolchain's backtracer reads their frames. Elsewhere the hops made inside a task
  /// are not drawn.
  public static var readsTaskFrames: Bool { CallStack.readsTaskFrames }

  /// Whether the seams look for a recording. Switched off only to time a run with no recorder
  /// at all (`showcase bench`), against which a run with the recorder off is measured. It holds
  /// for the whole process: set it only where nothing else records, never in a test.
  nonisolated(unsafe) public static var seamsAreOn = true

  /// The recorder of the `recording(roles:_:)` this task runs in, if any.
  @TaskLocal private static var scopedRecorder: FlowRecorder?

  /// The recorder a seam reports to: none when the seams are off or nothing records.
  private static var recorder: FlowRecorder? {
    seamsAreOn ? scopedRecorder : nil
  }

  /// `MVP.SubjectsViewController`.
  private static func qualifiedName(of object: AnyObject) -> String {
    String(reflecting: type(of: object))
  }
}

/// A party a message can pass between, by the name a trace shows. Tracing declares only the
/// parties every variant has; the runner declares each pattern's own roles.
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
  /// The shared Model's repository, which asks the service for a screen.
  public static let model = Role("Model")
  /// What answers requests: the network, played by the runner's service.
  public static let service = Role("Service")
}

/// One message from one role to another.
public struct Hop: Sendable, Equatable, Codable, CustomStringConvertible {
  public var from: Role
  public var to: Role
  public var message: String
  public var isReply: Bool
  /// No stack showed this call: the task it started ran, and the pattern declares one caller
  /// of that role. Drawn marked (`Hop.derivedMark`), never as if it had been read.
  public var isDerived: Bool

  public init(
    from: Role, to: Role, message: String, isReply: Bool = false, isDerived: Bool = false
  ) {
    self.from = from
    self.to = to
    self.message = message
    self.isReply = isReply
    self.isDerived = isDerived
  }

  /// What follows the message of a derived call.
  public static let derivedMark = "*"
  /// What a trace's legend says of the mark.
  public static let derivedLegend =
    "* not read from a stack: inferred from the task this call started, which ran"

  /// The message as a trace writes it: a derived call's ends with its mark.
  public var shownMessage: String { isDerived ? "\(message) \(Self.derivedMark)" : message }

  public var description: String {
    "\(from) \(isReply ? "-->" : "->") \(to): \(shownMessage)"
  }
}
