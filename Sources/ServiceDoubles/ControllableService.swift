import Foundation
import Model

/// A service whose every request stays pending until a test, a demo script or a person
/// releases or fails it, in any order. Loading states, failures and late answers can so be
/// shown step by step, with no clock and no sleep.
///
/// An answer carries the data as it was when the request was made, as a server's would: a
/// slow, old answer is really old. A request whose task is cancelled leaves the queue and
/// throws `CancellationError`, as a cancelled network request does.
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

    public var description: String {
      guard let subjectID, let status else { return kind.rawValue }
      return "\(kind.rawValue) \(subjectID) \(status.rawValue)"
    }
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

  private var waiting: [Waiting] = []

  public init(data: DataSet = .sample) {
    self.data = data
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
  /// `CancellationError`, oldest first, and so does every request made from now on, at once.
  /// Returns the requests that were pending.
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
    let request: Request
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

  private func cancel(_ request: Request) {
    guard let index = waiting.firstIndex(where: { $0.request == request }) else { return }
    waiting.remove(at: index).continuation.resume(throwing: CancellationError())
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
