import Testing
import ViewKit

/// Lets every piece of ready asynchronous work run, deterministically: the tests' one way to
/// wait. It never sleeps; see `MainLoop.settle()`. It is exact only on the serial main loop, so
/// a test whose suite lacks the `.serialMainLoop` trait fails here, saying so.
@MainActor
public func settle(sourceLocation: SourceLocation = #_sourceLocation) async {
  if !MainLoop.isSerial {
    Issue.record(
      "settle() outside the serial main loop: give the suite the .serialMainLoop trait",
      sourceLocation: sourceLocation)
  }
  await MainLoop.settle()
}
