import Foundation
import Model
import TestSupport
import Testing

/// Tests of the working in-memory store: it answers its data set and records switches.
struct InMemoryStoreTests {
  @Test func answersTheSampleData() async throws {
    // Given
    let store = InMemoryStore()
    // When
    let answers = DataSet(
      person: try await store.currentPerson(), subjects: try await store.allSubjects(),
      userSubjects: try await store.userSubjects())
    // Then
    #expect(answers == .sample)
  }

  @Test func setStatusAppendsARecordThatWins() async throws {
    // Given
    let store = InMemoryStore()
    let latest = Date(timeIntervalSince1970: 1_700_000_000 + 7 * 86_400)
    // When
    try await store.setStatus(.on, forSubject: 7)
    // Then
    var expected = DataSet.sample
    expected.userSubjects.append(
      UserSubject(subjectID: 7, updatedAt: latest.addingTimeInterval(1), status: .on))
    #expect(await store.data == expected)
    let curriculum = Curriculum(
      person: expected.person, subjects: try await store.allSubjects(),
      records: try await store.userSubjects())
    #expect(curriculum.openSubjects.map(\.name) == ["Math", "English", "Chemistry", "History"])
  }

  @Test func setStatusForAnUnknownSubjectThrowsAndChangesNothing() async {
    // Given
    let store = InMemoryStore(.fixture())
    // When
    let error = await #expect(throws: ServiceError.self) {
      try await store.setStatus(.on, forSubject: 99)
    }
    // Then
    #expect(error == ServiceError("No subject with id 99"))
    #expect(await store.data == .fixture())
  }
}
