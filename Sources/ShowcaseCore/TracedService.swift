import Foundation
import Model
import Tracing

/// Wraps the service a session plays, so that a trace shows every request and its answer
/// without the Model knowing about tracing. Requests are drawn from the role the variant names
/// as the one that asks the Model (`TraceRoles.modelCaller`): the repository that combines the
/// answers runs in that role's task.
struct TracedService: PersonService, SubjectService {
  let base: any PersonService & SubjectService
  let caller: Role

  func currentPerson() async throws -> Person {
    try await traced("currentPerson()") {
      try await base.currentPerson()
    } answer: { _ in
      "person"
    }
  }

  func allSubjects() async throws -> [Subject] {
    try await traced("allSubjects()") {
      try await base.allSubjects()
    } answer: {
      "\($0.count) subjects"
    }
  }

  func userSubjects() async throws -> [UserSubject] {
    try await traced("userSubjects()") {
      try await base.userSubjects()
    } answer: {
      "\($0.count) records"
    }
  }

  func setStatus(_ status: SubjectStatus, forSubject subjectID: Subject.ID) async throws {
    try await traced("setStatus(\(status.rawValue), forSubject: \(subjectID))") {
      try await base.setStatus(status, forSubject: subjectID)
    } answer: { _ in
      "switched"
    }
  }

  private func traced<Value>(
    _ request: String, _ call: () async throws -> Value, answer: (Value) -> String
  ) async throws -> Value {
    Trace.hop(caller, .service, request)
    do {
      let value = try await call()
      Trace.reply(.service, caller, answer(value))
      return value
    } catch {
      Trace.reply(
        .service, caller,
        error is CancellationError ? "cancelled" : "failed: \(error.localizedDescription)")
      throw error
    }
  }
}
