import Foundation

/// Who called whom, recorded from a real run: `showcase trace` turns the hops into text or a
/// sequence diagram. The teaching code marks each hop between roles with one `Trace.hop` line;
/// the toolkit marks user actions and lifecycle events itself. When no trace is being
/// recorded, a hop costs one check of a flag.
public enum Trace {
  /// Records that `from` sends `message` to `to`.
  public static func hop(_ from: Role, _ to: Role, _ message: String) {
    recorder.append(Hop(from: from, to: to, message: message, isReply: false))
  }

  /// Records that `from` answers `to` (an asynchronous answer arriving, an output called).
  public static func reply(_ from: Role, _ to: Role, _ message: String) {
    recorder.append(Hop(from: from, to: to, message: message, isReply: true))
  }

  /// Starts recording, dropping anything recorded before.
  public static func start() {
    recorder.start()
  }

  /// Stops recording and returns the hops, in order.
  public static func stop() -> [Hop] {
    recorder.stop()
  }

  private static let recorder = Recorder()
}

/// A role a message can pass between.
public enum Role: String, Sendable, Codable, CaseIterable {
  case user = "User"
  case navigation = "Navigation"
  /// The screen's view controller: the controller in MVC, the view in the other patterns.
  case viewController = "ViewController"
  case presenter = "Presenter"
  case viewModel = "ViewModel"
  case interactor = "Interactor"
  case router = "Router"
  case coordinator = "Coordinator"
  case service = "Service"
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
    "\(from.rawValue) \(isReply ? "-->" : "->") \(to.rawValue): \(message)"
  }
}

/// Keeps hops while recording. Hops may come from any thread, so a lock guards them.
private final class Recorder: @unchecked Sendable {
  private let lock = NSLock()
  private var hops: [Hop] = []
  private var isRecording = false

  func start() {
    lock.withLock {
      hops = []
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
      if isRecording { hops.append(hop) }
    }
  }
}
