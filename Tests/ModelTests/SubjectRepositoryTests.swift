import Model
import ServiceDoubles
import TestSupport
import Testing

/// Tests of the Model's data controller: a screen gets the whole curriculum or an error, never
/// half of the answers.
@MainActor
@Suite(.serialMainLoop)
struct SubjectRepositoryTests {
  @Test func curriculumAnswersOnlyOnceAllThreeServicesAnswered() async throws {
    // Given
    let service = ControllableService()
    let repository = SubjectRepository(people: service, subjects: service)
    let curriculum = CallSpy { try await repository.curriculum() }
    await settle()
    #expect(service.pending.map(\.description).sorted() == ["person", "records", "subjects"])
    // When
    try service.release(.person)
    try service.release(.subjects)
    await settle()
    // Then
    #expect(curriculum.answer == nil)
    #expect(service.pending.map(\.description) == ["records"])
    // When
    try service.release(.records)
    await settle()
    // Then
    let sample = DataSet.sample
    #expect(
      curriculum.answer
        == Curriculum(
          person: sample.person, subjects: sample.subjects, records: sample.userSubjects)
    )
  }

  @Test func theFirstFailureThrowsAtOnceAndCancelsTheOtherRequests() async throws {
    // Given
    let service = ControllableService()
    let repository = SubjectRepository(people: service, subjects: service)
    let curriculum = CallSpy { try await repository.curriculum() }
    await settle()
    // When
    try service.fail(.subjects)
    await settle()
    // Then
    #expect(curriculum.error as? ServiceError == .unreachable)
    #expect(curriculum.answer == nil)
    #expect(service.pending.isEmpty)
  }

  @Test func setStatusSwitchesThroughTheSubjectService() async throws {
    // Given
    let service = ControllableService()
    let repository = SubjectRepository(people: service, subjects: service)
    let switching = CallSpy { try await repository.setStatus(.on, forSubject: 7) }
    await settle()
    #expect(service.pending.map(\.description) == ["switch 7 on"])
    // When
    try service.release(.setStatus)
    await settle()
    // Then
    #expect(switching.answer != nil)
    #expect(service.data == DataSet.sample.recording(.on, forSubject: 7))
  }
}
