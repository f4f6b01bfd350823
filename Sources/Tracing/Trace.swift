import Foundation

/// Who called whom, recorded from a real run: `showcase trace` turns the hops into text or a
/// sequence diagram. The teaching code marks each hop between roles with one `Trace.hop` line;
/// the toolkit marks user actions and lifecycle events itself. When no trace is being
/// recorded, a hop costs a task-local look-up and one check of a flag.
///
/// `Trace.recording { … }` keeps the hops of one run apart from any other running at the same
/// time; `start()` and `stop()` alone record every hop in the process.
public enum Trace {
  /// Records that `from` sends `message` to `to`.
  public static func hop(_ from: Role, _ to: Role, _ message: String) {
    recorder.append(Hop(from: from, to: to, message: message, isReply: false))
  }

  /// Records that `from` answers `to` (an asynchronous answer arriving, an output called).
  public static func reply(_ from: Role, _ to: Role, _ message: String) {
    recorder.append(Hop(from: from, to: to, message: message, isReply: true))
  }

  /// Records that the function this line opens was called by `caller`. The callee's role comes
  /// from its file's name (`SubjectsPresenter.swift` is a presenter), the message from the
  /// function's name: so a role marks a hop into it with one short line.
  public static func called(
    by caller: Role, function: String = #function, fileID: String = #fileID
  ) {
    guard let callee = Role(fileID: fileID) else { return }
    hop(caller, callee, function)
  }

  /// Records that the function this line opens runs because `source` changed and this role
  /// observes it: a binding, not a call. Drawn as a dashed arrow, since `source` holds no
  /// reference to the observer (a view model does not know its view).
  public static func observed(
    _ source: Role, function: String = #function, fileID: String = #fileID
  ) {
    guard let observer = Role(fileID: fileID) else { return }
    reply(source, observer, "observed change: \(function)")
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

extension Role {
  /// The role a source file plays, read from the end of its name: `…ViewController.swift`,
  /// `…Presenter.swift`, `…ViewModel.swift`, `…Interactor.swift`, `…Router.swift`,
  /// `…Coordinator.swift`. `nil` for any other file.
  public init?(fileID: String) {
    let name = fileID.split(separator: "/").last.map { $0.replacing(".swift", with: "") } ?? ""
    let suffixes: [(String, Role)] = [
      ("ViewController", .viewController), ("Presenter", .presenter), ("ViewModel", .viewModel),
      ("Interactor", .interactor), ("Router", .router), ("Coordinator", .coordinator),
    ]
    guard let match = suffixes.first(where: { name.hasSuffix($0.0) }) else { return nil }
    self = match.1
  }
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
