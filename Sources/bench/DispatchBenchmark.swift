import Routing

/// Module event dispatch with many registered modules, beside the classic router's linear `canHandle` scan, a direct
/// call to the handler and a call of the same handler closure with no lookup, all timed in the
/// same generic context.
enum DispatchBenchmark {
  static func run(sizes: [Int], iterations: Int) async throws -> [Measurement] {
    var setups: [(router: EventRouter, linear: LinearEventRouter)] = []
    for size in sizes {
      let router = EventRouter()
      let linear = LinearEventRouter()
      let bits = max(1, Int.bitWidth - (size - 1).leadingZeroBitCount)
      // The event that is timed is an ordinary concrete type, as in an app, registered in the
      // middle: on average, the linear scan looks at half of the modules.
      for index in 0..<size {
        if index == size / 2 {
          try router.register(ProbeEvent.self, from: "Probe", handler: probeHandler)
          linear.services.append(ProbeService())
        } else {
          try withEventType(
            index: index, bits: bits, Leaf.self,
            Registrar(router: router, linear: linear, index: index))
        }
      }
      setups.append((router, linear))
    }
    // Rounds go through every size in turn, so that a slow spell of the machine falls on all
    // sizes alike instead of on whichever size was being timed then.
    var best = Array(repeating: Timings(), count: sizes.count)
    for _ in 0..<5 {
      for (index, setup) in setups.enumerated() {
        let timings = try await time(
          router: setup.router, linear: setup.linear, iterations: iterations)
        best[index] = best[index].fastest(with: timings)
      }
    }
    return zip(sizes, best).flatMap { size, timings in
      [
        Measurement(
          name: "dispatch", size: size, nanosecondsPerOperation: timings.routed,
          baseline: "linear canHandle scan",
          baselineNanosecondsPerOperation: timings.scanned),
        Measurement(
          name: "dispatch", size: size, nanosecondsPerOperation: timings.routed,
          baseline: "direct call to the handler", baselineNanosecondsPerOperation: timings.direct),
        Measurement(
          name: "dispatch", size: size, nanosecondsPerOperation: timings.routed,
          baseline: "indirect call of the same closure",
          baselineNanosecondsPerOperation: timings.indirect),
        Measurement(
          name: "dispatch", size: size, nanosecondsPerOperation: timings.routed,
          baseline: "call of the function it wraps",
          baselineNanosecondsPerOperation: timings.function),
      ]
    }
  }
}

/// Nanoseconds per operation of the five ways to reach the probe's handler.
private struct Timings {
  /// Through the router.
  var routed = Double.infinity
  /// Through the linear `canHandle` scan.
  var scanned = Double.infinity
  /// Calling the handler closure where the compiler can see which closure it is.
  var direct = Double.infinity
  /// Calling the same closure as an unknown value, as any router must: the floor of dispatch.
  var indirect = Double.infinity
  /// Calling the function the closure wraps.
  var function = Double.infinity

  /// The lower of each figure, since noise only adds time.
  func fastest(with other: Timings) -> Timings {
    Timings(
      routed: min(routed, other.routed), scanned: min(scanned, other.scanned),
      direct: min(direct, other.direct), indirect: min(indirect, other.indirect),
      function: min(function, other.function))
  }
}

/// Distinct event types without writing thousands of them: `BenchEvent<B1<B0<Leaf>>>` and so
/// on, one per index, spelled in binary.
struct BenchEvent<Tag>: ModuleEvent {
  typealias Result = Int
  let value: Int
}

enum Leaf {}
enum B0<Rest> {}
enum B1<Rest> {}

/// Receives the event type of one index.
protocol TypeVisitor {
  associatedtype Output
  func visit<Tag>(_ tag: Tag.Type) -> Output
}

/// Calls `visitor` with the tag type of `index`, built from its lowest `bits` bits.
func withEventType<Visitor: TypeVisitor, Tag>(
  index: Int, bits: Int, _ tag: Tag.Type, _ visitor: Visitor
) -> Visitor.Output {
  guard bits > 0 else { return visitor.visit(Tag.self) }
  return index & 1 == 0
    ? withEventType(index: index >> 1, bits: bits - 1, B0<Tag>.self, visitor)
    : withEventType(index: index >> 1, bits: bits - 1, B1<Tag>.self, visitor)
}

/// The handler every path ends in; not inlined, so that each path pays for one real call.
@inline(never)
func handleBenchEvent<Tag>(_ event: BenchEvent<Tag>) async -> Int {
  event.value &+ 1
}

private struct Registrar: TypeVisitor {
  let router: EventRouter
  let linear: LinearEventRouter
  let index: Int

  func visit<Tag>(_ tag: Tag.Type) -> Result<Void, RouterError> {
    linear.services.append(LegacyHandler<Tag>())
    return Result { () throws(RouterError) in
      try router.register(BenchEvent<Tag>.self, from: "Module\(index)") {
        await handleBenchEvent($0)
      }
    }
  }
}

extension Result where Success == Void {
  fileprivate func get() throws(Failure) {
    switch self {
    case .success: return
    case .failure(let error): throw error
    }
  }
}

private func withEventType<Tag>(
  index: Int, bits: Int, _ tag: Tag.Type, _ registrar: Registrar
) throws(RouterError) {
  let result: Result<Void, RouterError> = withEventType(index: index, bits: bits, tag, registrar)
  try result.get()
}

/// The event that is timed, and its handler.
struct ProbeEvent: ModuleEvent {
  typealias Result = Int
  let value: Int
}

@inline(never)
func handleProbe(_ event: ProbeEvent) async -> Int {
  event.value &+ 1
}

/// The handler the module registers: the router calls it, and so do the direct and indirect
/// baselines. It has the type the router stores, `ProbeEvent.Handler` (caller-isolated), as a
/// closure written where a service registers it has: a plain `async` closure would be wrapped
/// in a conversion thunk on registration, which the baselines would not call.
let probeHandler: ProbeEvent.Handler = { await handleProbe($0) }

private struct ProbeService: LegacyService {
  func canHandle(_ event: any ModuleEvent) -> Bool { event is ProbeEvent }

  func handle(_ event: any ModuleEvent) async throws -> any Sendable {
    guard let event = event as? ProbeEvent else {
      throw RouterError.noHandler(event: "?", registered: [], registrationSite: "bench")
    }
    return await handleProbe(event)
  }
}

/// Times the five ways to reach the probe's handler, once each.
///
/// Each operation sends a different event. With one constant event the optimizer computed the
/// handler's result once, outside the loop, and the "direct call" made no call at all.
private func time(
  router: EventRouter, linear: LinearEventRouter, iterations: Int
) async throws -> Timings {
  let handler = opaqueCopy(probeHandler)
  let scans = max(1, iterations / 10)
  var total = 0
  let routed = try await timeAsync(operations: iterations) {
    for value in 0..<iterations { total &+= try await router.send(ProbeEvent(value: value)) }
  }
  let scanned = try await timeAsync(operations: scans) {
    for value in 0..<scans { total &+= try await linear.send(ProbeEvent(value: value)) }
  }
  let direct = try await timeAsync(operations: iterations) {
    for value in 0..<iterations { total &+= try await probeHandler(ProbeEvent(value: value)) }
  }
  let indirect = try await timeAsync(operations: iterations) {
    for value in 0..<iterations { total &+= try await handler(ProbeEvent(value: value)) }
  }
  let function = await timeAsync(operations: iterations) {
    for value in 0..<iterations { total &+= await handleProbe(ProbeEvent(value: value)) }
  }
  blackHole(total)
  return Timings(
    routed: routed, scanned: scanned, direct: direct, indirect: indirect, function: function)
}

/// The classic module event router's design: services in an array, each asked `canHandle` in turn.
// Safe to share: `services` is filled before timing starts and only read afterwards.
final class LinearEventRouter: @unchecked Sendable {
  var services: [any LegacyService] = []

  func send<Event: ModuleEvent>(_ event: Event) async throws -> Event.Result {
    for service in services where service.canHandle(event) {
      if let result = try await service.handle(event) as? Event.Result { return result }
    }
    throw RouterError.noHandler(event: Event.eventName, registered: [], registrationSite: "bench")
  }
}

/// A service of the classic router's kind: it says whether it handles an event, then handles it.
protocol LegacyService: Sendable {
  func canHandle(_ event: any ModuleEvent) -> Bool
  func handle(_ event: any ModuleEvent) async throws -> any Sendable
}

private struct LegacyHandler<Tag>: LegacyService {
  func canHandle(_ event: any ModuleEvent) -> Bool { event is BenchEvent<Tag> }

  func handle(_ event: any ModuleEvent) async throws -> any Sendable {
    guard let event = event as? BenchEvent<Tag> else {
      throw RouterError.noHandler(event: "?", registered: [], registrationSite: "bench")
    }
    return await handleBenchEvent(event)
  }
}
