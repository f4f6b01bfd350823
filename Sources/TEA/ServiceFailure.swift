import Foundation

/// A failure as an action carries it: the service's reason. Actions are `Equatable`, errors are
/// not, so it keeps what the screen shows.
struct ServiceFailure: Error, Equatable {
  let reason: String

  init(_ error: any Error) {
    reason = error.localizedDescription
  }

  init(reason: String) {
    self.reason = reason
  }
}
