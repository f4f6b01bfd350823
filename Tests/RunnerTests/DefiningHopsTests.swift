import ShowcaseCore
import Testing
import Tracing

@testable import ShowcaseDemo

/// Each pattern's flows draw the calls that define it (`PatternRoles.definingHops`): a load
/// that fails and is retried (S5) and a navigation (P1), traced as `showcase trace` traces
/// them. A call no stack can show is drawn only as derived, and only where it is declared.
@Suite("The hops that define each pattern")
@MainActor
struct DefiningHopsTests {
  /// The hops of S5 and of P1 on `variant`, in order.
  static func hops(of variant: Variant) async throws -> [Hop] {
    var hops: [Hop] = []
    for id in ["S5", "P1"] {
      let scenario = try #require(TraceScenario.all.first { $0.id == id })
      let recording = await Tracer.record(scenario, on: variant)
      hops += recording.steps.flatMap(\.hops)
    }
    return hops
  }

  @Test(
    "S5 and P1 draw every hop that defines the pattern, deriving only those declared to",
    arguments: Variant.all)
  func definingHopsAreDrawn(variant: Variant) async throws {
    // When
    let hops = try await Self.hops(of: variant)

    // Then
    let missing = variant.pattern.definingHops.filter { declared in
      !hops.contains { $0.from == declared.from && $0.to == declared.to }
    }
    #expect(
      missing == [],
      "\(variant.name) draws:\n\(hops.map(\.description).joined(separator: "\n"))")
    let derivable = variant.pattern.definingHops.filter(\.startsTasks)
    for hop in hops where hop.isDerived {
      #expect(
        derivable.contains { $0.from == hop.from && $0.to == hop.to },
        "\(variant.name): \(hop) is derived but not declared")
    }
  }

  @Test(
    "selecting a row on All subjects reaches the role that takes events before the Model",
    arguments: ["mvp", "mvvm", "viper"])
  func aSwitchIsDrawnThroughTheEventTaker(id: String) async throws {
    // Given
    let variant = try #require(Variant.named(id))
    let scenario = try #require(TraceScenario.all.first { $0.id == "A2" })
    let eventTaker = try #require(variant.pattern.own.first)

    // When: select "Physics", whose switch only starts a task
    let recording = await Tracer.record(scenario, on: variant)
    let hops = try #require(recording.steps.first).hops

    // Then
    let intoEventTaker = hops.firstIndex { $0.from == .viewController && $0.to == eventTaker }
    let intoModel = hops.firstIndex { $0.to == .model }
    #expect(intoEventTaker != nil && intoModel != nil && intoEventTaker! < intoModel!)
  }
}
