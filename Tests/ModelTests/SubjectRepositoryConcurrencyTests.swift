import Model
import ServiceDoubles
import TestSupport
import Testing

/// The repository and the service under real concurrency: many requests at once, answered,
/// failed or cut off from other tasks, on a pool of threads (`ThreadPoolExecutor`), never on
/// the serial main loop. The other suites check behaviour step by step; these let
/// ThreadSanitizer (`.ci/run`) check the hand-offs between threads: the service keeps its queue
/// on the main actor, the repository's task group runs on the pool. Nothing sleeps: a task
/// that finds no request to answer yet lets the others run.
@Suite("SubjectRepository under concurrency", .timeLimit(.minutes(1)))
struct SubjectRepositoryConcurrencyTests {
  /// How many calls run at once in each test.
  static let calls = 40

  @available(macOS 15.0, *)
  @Test func manyCurriculaAnsweredFromOtherTasksAllArriveWhole() async throws {
    // Given
    let service = await ControllableService(data: .fixture())
    let repository = await service.repository

    // When
    let curricula: [Curriculum] = try await onThreadPool {
      try await withThrowingTaskGroup(of: Curriculum?.self) { group in
        for _ in 0..<Self.calls {
          group.addTask { try await repository.curriculum() }
        }
        for kind in [ControllableService.Request.Kind.person, .subjects, .records] {
          group.addTask {
            await Self.release(kind, times: Self.calls, on: service)
            return nil
          }
        }
        return try await group.reduce(into: [Curriculum]()) { all, curriculum in
          if let curriculum { all.append(curriculum) }
        }
      }
    }

    // Then
    #expect(curricula == Array(repeating: .fixture(), count: Self.calls))
    #expect(await service.pending == [])
    #expect(await service.log.count == 3 * Self.calls)
    #expect(Set(await service.log.map(\.number)) == Set(1...3 * Self.calls))
  }

  @available(macOS 15.0, *)
  @Test func manySwitchesAnsweredFromTwoTasksAreAllRecorded() async throws {
    // Given
    let names = (1...Self.calls).map { "Subject \($0)" }
    let service = await ControllableService(data: .fixture(subjects: names, open: []))
    let repository = await service.repository

    // When
    try await onThreadPool {
      try await withThrowingTaskGroup(of: Void.self) { group in
        for subjectID in 1...Self.calls {
          group.addTask { try await repository.setStatus(.on, forSubject: subjectID) }
        }
        for _ in 0..<2 {
          group.addTask { await Self.release(.setStatus, times: Self.calls / 2, on: service) }
        }
        try await group.waitForAll()
      }
    }

    // Then
    let data = await service.data
    #expect(data.userSubjects.map(\.subjectID).sorted() == Array(1...Self.calls))
    #expect(Curriculum.fixture(data).openSubjects.map(\.name) == names)
    #expect(await service.pending == [])
  }

  @available(macOS 15.0, *)
  @Test func failingOneRequestOfEachCallFailsEveryCallAndCancelsTheRest() async throws {
    // Given
    let service = await ControllableService(data: .fixture())
    let repository = await service.repository

    // When
    let errors = await curriculumErrors(from: repository) {
      await Self.fail(.subjects, times: Self.calls, on: service)
    }

    // Then
    #expect(errors.count == Self.calls)
    #expect(errors.allSatisfy { $0 as? ServiceError == .unreachable })
    #expect(await service.pending == [])
  }

  @available(macOS 15.0, *)
  @Test func endingTheServiceFromAnotherTaskCancelsEveryPendingCall() async throws {
    // Given
    let service = await ControllableService(data: .fixture())
    let repository = await service.repository

    // When
    let errors = await curriculumErrors(from: repository) {
      while await service.pending.count < 3 * Self.calls { await Task.yield() }
      await service.end()
    }

    // Then
    #expect(errors.count == Self.calls)
    #expect(errors.allSatisfy { $0 is CancellationError })
    #expect(await service.pending == [])
    await #expect(throws: CancellationError.self) { try await repository.curriculum() }
  }

  // MARK: Helpers

  /// Asks for the curriculum `calls` times at once, on the pool, while `meanwhile` runs beside
  /// the calls, and returns what they threw: one error a failed call.
  @available(macOS 15.0, *)
  private func curriculumErrors(
    from repository: SubjectRepository, meanwhile: @escaping @Sendable () async -> Void
  ) async -> [any Error] {
    await onThreadPool {
      await withTaskGroup(of: (any Error)?.self) { group in
        for _ in 0..<Self.calls {
          group.addTask {
            do {
              _ = try await repository.curriculum()
              return nil
            } catch {
              return error
            }
          }
        }
        group.addTask {
          await meanwhile()
          return nil
        }
        return await group.reduce(into: [any Error]()) { all, error in
          if let error { all.append(error) }
        }
      }
    }
  }

  /// Runs `body` with its tasks on the tests' own pool of threads.
  @available(macOS 15.0, *)
  private func onThreadPool<Value: Sendable>(
    _ body: () async throws -> Value
  ) async rethrows -> Value {
    try await withTaskExecutorPreference(ThreadPoolExecutor.shared) { try await body() }
  }

  /// Answers `times` requests of `kind` as they arrive, from the calling task.
  private static func release(
    _ kind: ControllableService.Request.Kind, times: Int, on service: ControllableService
  ) async {
    var released = 0
    while released < times {
      if (try? await service.release(kind)) != nil { released += 1 } else { await Task.yield() }
    }
  }

  /// Fails `times` requests of `kind` as they arrive, from the calling task.
  private static func fail(
    _ kind: ControllableService.Request.Kind, times: Int, on service: ControllableService
  ) async {
    var failed = 0
    while failed < times {
      if (try? await service.fail(kind)) != nil { failed += 1 } else { await Task.yield() }
    }
  }
}
