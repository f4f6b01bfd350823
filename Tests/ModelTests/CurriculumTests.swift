import Foundation
import Model
import TestSupport
import Testing

/// Tests of the domain rule every pattern shows: which subjects are offered to the learner and
/// which of them are open, whatever order the records come in.
struct CurriculumTests {
  private let math = Subject(id: 1, name: "Math", phases: [.primary, .middle, .high])
  private let physics = Subject(id: 2, name: "Physics", phases: [.middle, .high])
  private let art = Subject(id: 3, name: "Art", phases: [.primary])
  private let history = Subject(id: 4, name: "History", phases: [.high])

  private func record(_ subject: Subject, _ status: SubjectStatus, at seconds: Double)
    -> UserSubject
  {
    UserSubject(
      subjectID: subject.id, updatedAt: Date(timeIntervalSince1970: seconds), status: status)
  }

  @Test func sampleOpensMathEnglishAndChemistry() {
    // Given
    let sample = DataSet.sample
    // When
    let curriculum = Curriculum(
      person: sample.person, subjects: sample.subjects, records: sample.userSubjects)
    // Then
    #expect(curriculum.openSubjects.map(\.name) == ["Math", "English", "Chemistry"])
  }

  @Test(arguments: [false, true])
  func latestRecordWinsWhateverTheOrder(reversed: Bool) {
    // Given
    let records = [record(math, .on, at: 20), record(math, .off, at: 10)]
    // When
    let curriculum = Curriculum(
      person: .fixture(), subjects: [math], records: reversed ? records.reversed() : records)
    // Then
    #expect(curriculum.status(of: math.id) == .on)
    #expect(curriculum.openSubjects == [math])
  }

  @Test func onEqualTimesTheLaterRecordInTheListWins() {
    // Given
    let offLast = [record(math, .on, at: 10), record(math, .off, at: 10)]
    let onLast = [record(math, .off, at: 10), record(math, .on, at: 10)]
    // When
    let closed = Curriculum(person: .fixture(), subjects: [math], records: offLast)
    let open = Curriculum(person: .fixture(), subjects: [math], records: onLast)
    // Then
    #expect(closed.openSubjects == [])
    #expect(open.openSubjects == [math])
  }

  @Test func offersOnlyTheSubjectsOfTheLearnersPhase() {
    // Given
    let person = Person.fixture(phase: .middle)
    // When
    let curriculum = Curriculum(
      person: person, subjects: [math, physics, art, history], records: [])
    // Then
    #expect(curriculum.offered == [math, physics])
  }

  @Test func subjectWithoutRecordIsOff() {
    // Given
    let records = [record(math, .on, at: 10)]
    // When
    let curriculum = Curriculum(person: .fixture(), subjects: [math, history], records: records)
    // Then
    #expect(curriculum.status(of: history.id) == .off)
    #expect(curriculum.openSubjects == [math])
  }

  @Test func openSubjectsKeepCatalogueOrder() {
    // Given
    let records = [
      record(history, .on, at: 10), record(physics, .on, at: 20), record(math, .on, at: 30),
    ]
    // When
    let curriculum = Curriculum(
      person: .fixture(), subjects: [math, physics, history], records: records)
    // Then
    #expect(curriculum.openSubjects == [math, physics, history])
  }

  @Test func recordsForSubjectsOfOtherPhasesAreIgnored() {
    // Given
    let records = [record(art, .on, at: 10), record(math, .on, at: 20)]
    // When
    let curriculum = Curriculum(
      person: .fixture(phase: .high), subjects: [math, art], records: records)
    // Then
    #expect(curriculum.offered == [math])
    #expect(curriculum.openSubjects == [math])
  }

  @Test func settingSwitchesOneSubjectAndLeavesTheOriginal() {
    // Given
    let original = Curriculum(
      person: .fixture(), subjects: [math, physics, history],
      records: [record(math, .on, at: 10)])
    // When
    let switched = original.setting(.on, for: history.id).setting(.off, for: math.id)
    // Then
    #expect(switched.openSubjects == [history])
    #expect(original.openSubjects == [math])
    #expect(switched.offered == original.offered)
  }
}
