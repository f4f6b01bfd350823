import Foundation

#if canImport(Runtime)
  import Runtime
#endif

/// The current thread's call stack, outermost frame first, each frame read once per address.
///
/// Where the toolchain's backtracer runs (`import Runtime`: Linux, and macOS 26 or later), it
/// walks the stack through the frames of async functions too, and names each frame's symbol.
/// Elsewhere (macOS 14 and 15) the portable branch reads `Thread.callStackSymbols`, which names
/// synchronous frames only: an arrow into a task's first function is then not drawn.
enum CallStack {
  /// A frame of the stack: where it is (so two calls of one function tell apart) and what
  /// runs there, if it is code a person wrote.
  struct Entry: Sendable {
    var address: UInt
    var frame: StackFrame?
  }

  /// Whether a capture reads the frames of the tasks it runs in: the backtracer's branch.
  static var readsTaskFrames: Bool {
    #if canImport(Runtime)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return true }
    #endif
    return false
  }

  /// The frames of the caller's stack, outermost first.
  static func capture() -> [Entry] {
    #if canImport(Runtime)
      if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        return Backtracer.capture()
      }
    #endif
    return Thread.callStackSymbols.reversed().compactMap(entry(symbolLine:))
  }

  /// A line of `Thread.callStackSymbols` on Apple's platforms, read:
  /// `3  Module  0x0000000100003f2c $s4Shop6KeeperC…F + 20`.
  static func entry(symbolLine line: String) -> Entry? {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    guard fields.count >= 4, let address = UInt(fields[2].dropFirst(2), radix: 16) else {
      return nil
    }
    return Entry(address: address, frame: StackFrame(demangled: demangle(String(fields[3]))))
  }

  #if canImport(Runtime)
    /// The toolchain's backtracer, which follows async frames.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    private enum Backtracer {
      /// The images loaded in the process, read once: reading them is most of a capture's cost.
      static let images = ImageMap.capture()

      static func capture() -> [Entry] {
        guard let backtrace = try? Backtrace.capture(limit: 128, images: images) else {
          return []
        }
        let addresses = backtrace.frames.map { UInt($0.adjustedProgramCounter) ?? 0 }
        // Outermost first, each address looked up once: a capture runs at every seam the
        // toolkit traces, so this is written for a debug build, in plain loops.
        let count = addresses.count
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        var unknown = false
        cache.withLock { cache in
          for address in addresses.reversed() {
            let frame = cache[address]
            if frame == nil { unknown = true }
            entries.append(Entry(address: address, frame: frame ?? nil))
          }
        }
        guard unknown, let symbols = backtrace.symbolicated(with: images, options: []) else {
          return entries
        }
        cache.withLock { cache in
          for (index, frame) in symbols.frames.enumerated() where index < count {
            let address = addresses[index]
            if cache[address] == nil {
              let read = frame.symbol.flatMap { StackFrame(demangled: demangle($0.rawName)) }
              cache[address] = .some(read)
            }
            entries[count - 1 - index].frame = cache[address] ?? nil
          }
        }
        return entries
      }
    }
  #endif

  /// Each address's frame, read once: symbolicating and demangling are the slow part.
  private static let cache = Mutex<[UInt: StackFrame?]>([:])

  /// The runtime's demangler: `$s4Shop6KeeperC4openyyF` reads `Shop.Keeper.open() -> ()`.
  static func demangle(_ symbol: String) -> String {
    symbol.withCString { name in
      guard let result = runtimeDemangle(name, strlen(name), nil, nil, 0) else { return symbol }
      defer { free(result) }
      return String(cString: result)
    }
  }
}

/// A value shared between threads, behind a lock (the standard library's `Mutex` needs macOS 15,
/// and the package builds for 14).
final class Mutex<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// Declared by the Swift runtime on every platform.
@_silgen_name("swift_demangle")
private func runtimeDemangle(
  _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: Int,
  _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<Int>?,
  _ flags: UInt32
) -> UnsafeMutablePointer<CChar>?
