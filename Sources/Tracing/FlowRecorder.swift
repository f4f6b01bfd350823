import Foundation

/// Turns the call stacks read at the seams into hops. Between two seams it compares the chain
/// of roles on the stack with the chain it saw last: every role entered since is a call, drawn
/// from the role below it with the name of the function it entered. A role entered from the
/// toolkit is not drawn again: the toolkit's own seam (a tap, a lifecycle event) drew it.
///
/// Two calls of one function from the same place, with no seam of the caller between them,
/// read as one: the stack cannot tell them apart.
final class FlowRecorder: @unchecked Sendable {
  /// A run of frames of one role, entered by one call.
  struct Segment: Equatable {
    var role: Role
    var message: String
    /// The segment was entered from the toolkit, or is the first of the stack.
    var isEnteredFromOutside: Bool
    /// Where the call came from and what it entered: the same for every read of one call.
    var depth: Int
    var callSite: UInt
    var entry: StackFrame
  }

  /// The module whose frames are the toolkit's.
  static let toolkit = "ViewKit"

  private let roles: RoleMap
  private let lock = NSLock()
  private var hops: [Hop] = []
  private var isRecording = false
  private var chain: [Segment] = []
  private var userAction: (message: String, screen: String)?

  init(roles: RoleMap) {
    self.roles = roles
  }

  func start() {
    lock.withLock {
      hops = []
      chain = []
      userAction = nil
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

  func append(_ hop: Hop) {
    lock.withLock {
      guard isRecording else { return }
      hops.append(hop)
    }
  }

  func beginUserAction(_ message: String, screen: String) {
    lock.withLock {
      guard isRecording else { return }
      userAction = (message, screen)
    }
  }

  func endUserAction() {
    lock.withLock {
      guard isRecording, let action = userAction else { return }
      // Nothing of a role ran: the action reached the screen and stopped there.
      hops.append(Hop(from: .user, to: role(ofTypeNamed: action.screen), message: action.message))
      userAction = nil
    }
  }

  func toolkitCall(_ message: String, from: Role, to receiver: (RoleMap) -> Role?) {
    guard isOn else { return }
    let segments = self.segments()
    lock.withLock {
      record(segments)
      hops.append(Hop(from: from, to: receiver(roles) ?? .viewController, message: message))
    }
  }

  func request(_ message: String, to party: Role) -> Role? {
    guard isOn else { return nil }
    let segments = self.segments()
    return lock.withLock {
      record(segments)
      guard let caller = segments.last?.role else { return nil }
      hops.append(Hop(from: caller, to: party, message: message))
      return caller
    }
  }

  func readStack() {
    guard isOn else { return }
    let segments = self.segments()
    lock.withLock { record(segments) }
  }

  func observedChange(by observer: String, _ message: String) {
    guard isOn else { return }
    let segments = self.segments()
    lock.withLock {
      record(segments)
      guard let source = segments.last?.role else { return }
      hops.append(
        Hop(
          from: source, to: role(ofTypeNamed: observer), message: "observed change: \(message)",
          isReply: true))
    }
  }

  // MARK: Helpers

  private var isOn: Bool {
    lock.withLock { isRecording }
  }

  private func role(ofTypeNamed name: String) -> Role {
    roles.role(ofTypeNamed: name) ?? .viewController
  }

  /// The roles on the current stack, outermost first.
  private func segments() -> [Segment] {
    var segments: [Segment] = []
    var crossedToolkit = true
    var callSite: UInt = 0
    let captured = CallStack.capture()
    for (depth, entry) in captured.enumerated() {
      defer { callSite = entry.address }
      guard let frame = entry.frame else { continue }
      if frame.module == Self.toolkit {
        crossedToolkit = true
        continue
      }
      guard let role = roles.role(of: frame) else { continue }
      if var last = segments.last, last.role == role, !crossedToolkit {
        // Still the same role: a closure's segment is named by the first function it calls.
        if last.entry.isClosure, last.message == last.entry.message, !frame.isClosure {
          last.message = frame.message
          segments[segments.count - 1] = last
        }
        continue
      }
      segments.append(
        Segment(
          role: role, message: frame.message, isEnteredFromOutside: crossedToolkit, depth: depth,
          callSite: callSite, entry: frame))
      crossedToolkit = false
    }
    return segments
  }

  /// Draws the calls entered since the last read. Called with the lock held.
  private func record(_ segments: [Segment]) {
    guard isRecording else { return }
    if let action = userAction, let receiver = segments.first {
      hops.append(Hop(from: .user, to: receiver.role, message: action.message))
      userAction = nil
    }
    var shared = 0
    while shared < min(chain.count, segments.count), Self.sameCall(chain[shared], segments[shared])
    {
      shared += 1
    }
    for index in segments.indices.dropFirst(shared) {
      let segment = segments[index]
      let previous = index > 0 ? segments[index - 1] : nil
      hops += callsThatStarted(segment, after: previous)
      guard let previous, !segment.isEnteredFromOutside else { continue }
      hops.append(Hop(from: previous.role, to: segment.role, message: segment.message))
    }
    chain = segments
  }

  /// The calls that started the task `segment` runs, when the stack cannot show them: a task
  /// runs after the function that made it has returned. The task's closure names that function
  /// and its role; the pattern's declared calls name the one role that calls it. If nothing
  /// this turn has reached that caller yet, the turn's user action, passed on by the role it
  /// reached, is drawn into it the same way. Nothing is drawn when the pattern declares
  /// several callers, when this turn already drew the call, or in a step no user action or
  /// lifecycle event began.
  private func callsThatStarted(_ segment: Segment, after previous: Segment?) -> [Hop] {
    let frame = segment.entry
    guard frame.isAsyncClosure, let callee = roles.role(ofFunctionIn: frame),
      callee != previous?.role,
      let caller = roles.soleCaller(of: callee, in: frame.module)
    else { return [] }
    // A task's frame read in a step with no user action or lifecycle event is one resuming
    // after an answer: the call that started it was drawn in the step that made it.
    guard let start = hops.lastIndex(where: { $0.from == .user || $0.from == .navigation })
    else { return [] }
    let turn = hops[start...]
    guard !turn.contains(where: { $0.from == caller && $0.to == callee }) else { return [] }
    let call = Hop(from: caller, to: callee, message: frame.function, isDerived: true)
    guard !turn.contains(where: { $0.to == caller }),
      let relay = roles.soleCaller(of: caller, in: frame.module),
      let action = turn.first(where: { $0.from == .user && $0.to == relay })
    else { return [call] }
    return [Hop(from: relay, to: caller, message: action.message, isDerived: true), call]
  }

  private static func sameCall(_ one: Segment, _ other: Segment) -> Bool {
    one.depth == other.depth && one.callSite == other.callSite && one.entry == other.entry
      && one.role == other.role
  }
}
