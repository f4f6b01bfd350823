import Testing

@testable import Tracing

/// How a frame's demangled symbol is read: its module, its type and the function as a
/// selector, through closures, async resumptions and accessors; thunks are looked through.
@Suite("Reading a stack frame")
struct StackFrameTests {
  @Test(
    "a method, with its argument labels",
    arguments: [
      ("MVP.SubjectsPresenter.retryTapped() -> ()", "retryTapped()"),
      ("MVP.SubjectsViewController.showLoading(Swift.Bool) -> ()", "showLoading(_:)"),
      ("MVP.SubjectsViewController.show(rows: [MVP.SubjectRow]) -> ()", "show(rows:)"),
      ("MVP.X.go(rows: Swift.Array<MVP.Row>, _: Swift.Bool) -> ()", "go(rows:_:)"),
      ("MVP.X.f(a: (Swift.Int, b: Swift.Int), c: Swift.Int) -> ()", "f(a:c:)"),
    ])
  func readsAMethod(symbol: String, function: String) throws {
    // When
    let frame = try #require(StackFrame(demangled: symbol))

    // Then
    #expect(frame.module == "MVP")
    #expect(frame.function == function)
    #expect(!frame.isClosure)
  }

  @Test("a closure is named by the function it is written in, with its type")
  func readsAClosure() throws {
    // When
    let frame = try #require(
      StackFrame(
        demangled: "(1) await resume partial function for closure #1 () async -> TEA.Action "
          + "in TEA.SubjectsReducer.load(inout TEA.SubjectsState) -> TEA.Effect"))

    // Then
    #expect(
      frame
        == StackFrame(
          module: "TEA", type: "SubjectsReducer", function: "load(_:)", isClosure: true,
          isAsyncClosure: true))
    #expect(frame.message == "closure in load(_:)")
  }

  @Test("a private type and an accessor")
  func readsAPrivateTypeAndAnAccessor() throws {
    // When
    let helper = try #require(
      StackFrame(demangled: "MVC.(Helper in _632D441863F342792F53F5E44349E7AD).go() -> ()"))
    let setter = try #require(
      StackFrame(demangled: "MVVM.SubjectsViewModel.state.setter : MVVM.SubjectsState"))

    // Then
    #expect(helper.type == "Helper")
    #expect(
      setter == StackFrame(module: "MVVM", type: "SubjectsViewModel", function: "state (set)"))
  }

  @Test(
    "thunks, witnesses and what has no module are looked through",
    arguments: [
      "protocol witness for MVP.SubjectsView.showLoading(Swift.Bool) -> () in conformance "
        + "MVP.SubjectsViewController : MVP.SubjectsView in MVP",
      "reabstraction thunk helper from @escaping @callee_guaranteed () -> () to ()",
      "main", "-",
    ])
  func looksThroughThunks(symbol: String) {
    #expect(StackFrame(demangled: symbol) == nil)
  }

  @Test("a line of Thread.callStackSymbols, the portable branch's, gives its address and frame")
  func readsASymbolLine() throws {
    // When
    let entry = try #require(
      CallStack.entry(
        symbolLine: "3   MVP   0x000000010007e0d0 $s3MVP17SubjectsPresenterC11retryTappedyyF + 20"))

    // Then
    #expect(entry.address == 0x1_0007_e0d0)
    #expect(
      entry.frame
        == StackFrame(module: "MVP", type: "SubjectsPresenter", function: "retryTapped()"))
    #expect(CallStack.entry(symbolLine: "3 MVP ???") == nil)
  }
}
