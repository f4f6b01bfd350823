import Foundation
import Model

/// A service whose every request stays pending until a test, a demo script or a person
/// releases or fails it, in any order. Loading states, failures and late answers can so be
/// shown step by step, with no clock and no sleep.
///
/// An answer carries the data as it was when the request was made, as a server's would: a
/// slow, old answer is really old.
///
/// What happens to a request whose task is cancelled (a newer load started, or the screen that
/// asked left) is the service's `cancellationPolicy`. By default it leaves the queue and throws
/// `CancellationError` at once, as a cancelled `URLSession` task does. With `.answersLate` it
/// stays pending, as with a server or a cache that finishes what it started: it can still be
/// released or failed, and its answer then reaches the task that was cancelled, which must
/// ignore it. Only that mode can deliver an outdated answer after a newer one, or an answer
/// after its screen left, so only that mode shows whether a screen really checks.
///
/// A request nobody answers would keep its task suspended for good, and the task would keep
/// the service alive, each holding the other. So whoever plays the network ends the service
/// when done (`end()`): a finished test, session or script leaves no task waiting. Tests need
/// not say so: `endingEachService(madeIn:)`, which TestSupport's `.serialMainLoop` trait wraps
/// around every test, ends the services a test made.
///
/// It is a test double, so it is not part of the Model, which holds only what the app itself
/// would ship. Nor can it live in TestSupport with the other shared test helpers: the runner
/// plays the network with it in its demos and scripts, and only tests may use TestSupport. So
/// it has a target of its own, ServiceDoubles, which both the runner and the tests use.
@MainActor
public final class ControllableService: PersonService, SubjectService {
  /// A request waiting for its answer.
  public struct Request: Sendable, Hashable, CustomStringConvertible {
    /// Which service call a request is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      case person
      case subjects
      case records
      case setStatus = "switch"
    }

    /// Numbers requests in the order they were made, from 1.
    public let number: Int
    public let kind: Kind
    /// For `setStatus`: the subject and the status asked for.
    public let subjectID: Subject.ID?
    public let status: SubjectStatus?
    /// Whether the task that made the request was cancelled while it waited. Only a service
    /// that answers late keeps such a request pending, so only `pending` and what `release`
    /// and `fail` return can say `true`; `log` keeps each request as it was made.
    public internal(set) var isCancelled = false

    /// The request as the runner lists it: `records`, `switch 3 on`, and `records (cancelled)`
    /// for one whose task was cancelled and no longer wants the answer.
    public var description: String {
      var text = kind.rawValue
      if let subjectID, let status { text += " \(subjectID) \(status.rawValue)" }
      return isCancelled ? text + " (cancelled)" : text
    }
  }

  /// What happens to a pending request whose task is cancelled.
  public enum CancellationPolicy: Sendable, Hashable, CaseIterable {
    /// It leaves the queue and throws `CancellationError` at once, as a cancelled `URLSession`
    /// task does: the task goes on at once, and no answer can reach it. The default.
    case throwsAtOnce
    /// It stays pending, marked cancelled, as with a server or a cache that finishes what it
    /// started: releasing or failing it still answers the task, which must ignore the answer.
    /// `end()` fails it like any other pending request. A task group waits for its cancelled
    /// children, so a group that cancels its other requests on a first failure (as the
    /// Model's `SubjectRepository` does) throws only once they are answered too.
    case answersLate
  }

  /// Which of several pending requests of a kind to answer.
  public enum Pick: Sendable {
    case oldest
    case newest
  }

  /// The data the service answers from; `setStatus` changes it when released.
  public private(set) var data: DataSet
  /// Requests not answered yet, oldest first.
  public var pending: [Request] { waiting.map(\.request) }
  /// Every request made so far, answered or not, in order.
  public private(set) var log: [Request] = []
  /// Whether `end()` was called: the service then takes no more requests.
  public private(set) var hasEnded = false
  /// What happens to a request whose task is cancelled from now on. A change does not reach
  /// back: a request cancelled while the service answered late stays pending.
  public var cancellationPolicy: CancellationPolicy

  private var waiting: [Waiting] = []

  public init(data: DataSet = .sample, cancellationPolicy: CancellationPolicy = .throwsAtOnce) {
    self.data = data
    self.cancellationPolicy = cancellationPolicy
    Self.madeInScope?.add(self)
  }

  deinit {
    for entry in waiting { entry.continuation.resume(throwing: CancellationError()) }
  }

  // MARK: Answering

  /// Answers a pending request of `kind` with the data it asked for.
  @discardableResult
  public func release(_ kind: Request.Kind, _ pick: Pick = .oldest) throws(NothingPending)
    -> Request
  {
    let entry = try take(kind, pick)
    if let subjectID = entry.request.subjectID, let status = entry.request.status {
      data = data.recording(status, forSubject: subjectID)
    }
    entry.continuation.resume(returning: entry.answer)
    return entry.request
  }

  /// Makes a pending request of `kind` fail with `error`.
  @discardableResult
  public func fail(
    _ kind: Request.Kind, _ pick: Pick = .oldest, with error: ServiceError = .unreachable
  ) throws(NothingPending) -> Request {
    let entry = try take(kind, pick)
    entry.continuation.resume(throwing: error)
    return entry.request
  }

  /// Answers every pending request, oldest first, and returns them.
  @discardableResult
  public func releaseAll() -> [Request] {
    var released: [Request] = []
    while let oldest = waiting.first {
      // `take` cannot fail: a request of that kind is pending.
      if let request = try? release(oldest.request.kind) { released.append(request) }
    }
    return released
  }

  /// Fails every pending request, oldest first, and returns them.
  @discardableResult
  public func failAll(with error: ServiceError = .unreachable) -> [Request] {
    var failed: [Request] = []
    while let oldest = waiting.first {
      if let request = try? fail(oldest.request.kind, with: error) { failed.append(request) }
    }
    return failed
  }

  /// Ends the service, as a closed connection would: every pending request fails with
  /// `CancellationError`, oldest first, those already cancelled too, and so does every request
  /// made from now on, at once. Returns the requests that were pending.
  @discardableResult
  public func end() -> [Request] {
    hasEnded = true
    let ended = waiting
    waiting = []
    for entry in ended { entry.continuation.resume(throwing: CancellationError()) }
    return ended.map(\.request)
  }

  // MARK: PersonService and SubjectService

  public func currentPerson() async throws -> Person {
    guard case .person(let person) = try await wait(.person, answer: .person(data.person)) else {
      preconditionFailure("a person request is answered with a person")
    }
    return person
  }

  public func allSubjects() async throws -> [Subject] {
    guard case .subjects(let subjects) = try await wait(.subjects, answer: .subjects(data.subjects))
    else { preconditionFailure("a subjects request is answered with subjects") }
    return subjects
  }

  public func userSubjects() async throws -> [UserSubject] {
    guard
      case .records(let records) = try await wait(.records, answer: .records(data.userSubjects))
    else { preconditionFailure("a records request is answered with records") }
    return records
  }

  public func setStatus(_ status: SubjectStatus, forSubject subjectID: Subject.ID) async throws {
    _ = try await wait(.setStatus, answer: .done, subjectID: subjectID, status: status)
  }

  // MARK: The queue

  /// Says which kind of request was asked for when none of that kind is pending.
  public struct NothingPending: Error, CustomStringConvertible {
    public let kind: Request.Kind
    public let pending: [Request]

    public var description: String {
      let waiting = pending.isEmpty ? "none" : pending.map(\.description).joined(separator: ", ")
      return "no pending '\(kind.rawValue)' request (pending: \(waiting))"
    }
  }

  private enum Answer: Sendable {
    case person(Person)
    case subjects([Subject])
    case records([UserSubject])
    case done
  }

  private struct Waiting {
    var request: Request
    let answer: Answer
    let continuation: CheckedContinuation<Answer, any Error>
  }

  private func wait(
    _ kind: Request.Kind, answer: Answer, subjectID: Subject.ID? = nil,
    status: SubjectStatus? = nil
  ) async throws -> Answer {
    // An ended service answers nothing: the request never reaches the queue or the log.
    guard !hasEnded else { throw CancellationError() }
    let request = Request(number: log.count + 1, kind: kind, subjectID: subjectID, status: status)
    log.append(request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        waiting.append(Waiting(request: request, answer: answer, continuation: continuation))
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancel(request) }
    }
  }

  /// Withdraws or marks a request whose task was cancelled, as the policy says; a request
  /// answered meanwhile is no longer there.
  private func cancel(_ request: Request) {
    guard let index = waiting.firstIndex(where: { $0.request.number == request.number }) else {
      return
    }
    switch cancellationPolicy {
    case .throwsAtOnce:
      waiting.remove(at: index).continuation.resume(throwing: CancellationError())
    case .answersLate:
      waiting[index].request.isCancelled = true
    }
  }

  private func take(_ kind: Request.Kind, _ pick: Pick) throws(NothingPending) -> Waiting {
    let index =
      pick == .oldest
      ? waiting.firstIndex { $0.request.kind == kind }
      : waiting.lastIndex { $0.request.kind == kind }
    guard let index else { throw NothingPending(kind: kind, pending: pending) }
    return waiting.remove(at: index)
  }
}
