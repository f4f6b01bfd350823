import Foundation

/// A failure as an action carries it: the service's reason. Actions are compared in tests, and
/// an `any Error` cannot be, so an effect keeps the one thing a screen shows of it.
struct ServiceFailure: Error, Equatable {
  let reason: String

  init(_ error: any Error) {
    reason = error.localizedDescription
  }

  init(reason: String) {
    self.reason = reason
  }
}
