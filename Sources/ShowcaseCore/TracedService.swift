import Foundation
import Model
import Tracing

/// Wraps the service a session plays, so that a trace shows every request and its answer
/// without the Model knowing about tracing. A request is drawn from the role the call stack
/// shows asking, the Model's repository; its answer is drawn back to that role.
struct TracedService: PersonService, SubjectService {
  let base: any PersonService & SubjectService

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
    let caller = Trace.request(request, to: .service)
    do {
      let value = try await call()
      if let caller { Trace.reply(.service, caller, answer(value)) }
      return value
    } catch {
      if let caller {
        Trace.reply(
          .service, caller,
          error is CancellationError ? "cancelled" : "failed: \(error.localizedDescription)")
      }
      throw error
    }
  }
}
