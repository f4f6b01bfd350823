import ViewKit

/// Lets every piece of ready asynchronous work run, deterministically: the tests' one way to
/// wait. It never sleeps; see `MainLoop.settle()`.
@MainActor
public func settle() async {
  await MainLoop.settle()
}
