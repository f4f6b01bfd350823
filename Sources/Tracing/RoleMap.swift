/// Which role each type of a pattern plays, by how the type's name ends: `SubjectsKeeper` is a
/// keeper, if a pattern has keepers. A flow maps each frame of a call stack to a role with
/// it; frames of code no entry names (the toolkit, the runtime) are looked through.
public struct RoleMap: Sendable {
  /// A kind of type and its role. Closures an `async` task runs may play another role: in the
  /// unidirectional variant, the work a reducer returns runs as an effect.
  public struct Entry: Sendable, Equatable {
    public var suffix: String
    public var role: Role
    public var asyncClosureRole: Role?

    public init(_ suffix: String, _ role: Role, asyncClosures: Role? = nil) {
      self.suffix = suffix
      self.role = role
      self.asyncClosureRole = asyncClosures
    }
  }

  /// Each module's entries, longest suffix first, so `ViewController` wins over `View`.
  private var modules: [String: [Entry]] = [:]
  /// Each module's calls between roles that its pattern declares: (caller, callee).
  private var calls: [String: [(from: Role, to: Role)]] = [:]

  public init() {}

  /// The map with `entries` added for the types of `module`.
  public func adding(_ entries: [Entry], in module: String) -> RoleMap {
    var map = self
    map.modules[module, default: []] += entries
    map.modules[module]?.sort { $0.suffix.count > $1.suffix.count }
    return map
  }

  /// The map with the calls `module`'s pattern declares between its roles, from caller to
  /// callee. A task whose first function is a callee's then names its caller.
  public func adding(calls: [(from: Role, to: Role)], in module: String) -> RoleMap {
    var map = self
    map.calls[module, default: []] += calls
    return map
  }

  /// The one role the pattern of `module` declares as calling `role`, if there is exactly one.
  func soleCaller(of role: Role, in module: String) -> Role? {
    let callers = Set((calls[module] ?? []).filter { $0.to == role && $0.from != role }.map(\.from))
    return callers.count == 1 ? callers.first : nil
  }

  /// The role of the function a closure is written in, whatever role the closure plays.
  func role(ofFunctionIn frame: StackFrame) -> Role? {
    role(module: frame.module, type: frame.type, asyncClosure: false)
  }

  /// The role of `frame`'s code, if its module and type have one.
  func role(of frame: StackFrame) -> Role? {
    role(module: frame.module, type: frame.type, asyncClosure: frame.isAsyncClosure)
  }

  /// The role of an object, by its type's qualified name: `MVP.SubjectsViewController`.
  func role(ofTypeNamed qualified: String) -> Role? {
    let path = qualified.split(separator: ".").map(String.init)
    guard let module = path.first, let type = path.last, path.count >= 2 else { return nil }
    return role(module: module, type: type, asyncClosure: false)
  }

  private func role(module: String, type: String, asyncClosure: Bool) -> Role? {
    guard let entry = modules[module]?.first(where: { type.hasSuffix($0.suffix) }) else {
      return nil
    }
    return asyncClosure ? entry.asyncClosureRole ?? entry.role : entry.role
  }
}
