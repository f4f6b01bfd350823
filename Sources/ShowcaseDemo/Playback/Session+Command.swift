import Model
import ServiceDoubles
import ShowcaseCore
import ViewKit

/// How a session does what a script command says.
extension Session {
  /// Does what a command says; returns why it could not be done, or `nil`.
  func perform(_ command: Command) async -> String? {
    do {
      switch command {
      case .openGreeting: await openGreeting()
      case .openSubjects: await openSubjects()
      case .tap(let title): try await tap(title)
      case .select(let title): try await select(title)
      case .back: try await back()
      case .release(let kind, let pick): try await release(kind, pick)
      case .fail(let kind, let pick, let reason):
        try await fail(kind, pick, with: reason.map(ServiceError.init) ?? .unreachable)
      case .releaseAll: await releaseAll()
      case .failAll(let reason):
        service.failAll(with: reason.map(ServiceError.init) ?? .unreachable)
        await MainLoop.settle()
      // Nothing happens until a request is cancelled, so there is nothing to settle.
      case .lateAnswers(let isOn): service.cancellationPolicy = isOn ? .answersLate : .throwsAtOnce
      case .expect(let text): return Self.problem(expecting: text, on: snapshot)
      }
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// Why a screen does not show `text`: it must be part of its title, a label, a row, a button,
  /// or `Loading…` while it loads.
  static func problem(expecting text: String, on snapshot: ScreenSnapshot) -> String? {
    var shown = [snapshot.title]
    if snapshot.isLoading { shown.append("Loading…") }
    shown += snapshot.labels + snapshot.rows.map(\.title) + snapshot.buttons.map(\.title)
    guard !shown.contains(where: { $0.contains(text) }) else { return nil }
    let texts = shown.filter { !$0.isEmpty }.map(Command.quoted).joined(separator: ", ")
    return "expected \(Command.quoted(text)) on \(snapshot.title) (shows: \(texts))"
  }
}
