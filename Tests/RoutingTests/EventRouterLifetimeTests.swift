import Routing
import Testing

/// A module that answers a greeting by asking the profile module for an age first: a handler
/// that reaches another module through the router it receives.
private enum GreetingEvent {
  struct Greet: ModuleEvent {
    typealias Result = String
    let id: Int
  }
}

private struct GreetingService: ModuleService {
  static let moduleName = "GreetingModule"

  func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(GreetingEvent.Greet.self) { event, router in
      "Hello, \(try await router.send(ProfileEvent.Age(id: event.id)))-year-old"
    }
  }
}

/// A profile module that answers every age with the same number, to tell routers apart.
private struct FixedAgeService: ModuleService {
  static let moduleName = "FixedAgeModule"
  let age: Int

  func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(ProfileEvent.Age.self) { [age] _ in age }
  }
}

/// A service that offers two handlers for one event.
private struct TwiceService: ModuleService {
  static let moduleName = "TwiceModule"

  func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(ProfileEvent.Name.self) { _ in "first" }
    try handlers.handle(ProfileEvent.Name.self) { _ in "second" }
  }
}

@Suite("Event router: handlers that send, and lifetime")
struct EventRouterLifetimeTests {
  @Test("A service's handler sends another module's event through the router that called it")
  func serviceHandlerSendsThroughItsRouter() async throws {
    let router = EventRouter()
    try router.register(GreetingService())
    try router.register(ProfileService())
    #expect(try await router.send(GreetingEvent.Greet(id: 7)) == "Hello, 14-year-old")
  }

  @Test("One service on two routers: each send reaches the other modules of its own router")
  func eachRouterItsOwnModules() async throws {
    let first = EventRouter()
    let second = EventRouter()
    for (router, age) in [(first, 30), (second, 40)] {
      try router.register(GreetingService())
      try router.register(FixedAgeService(age: age))
    }
    #expect(try await first.send(GreetingEvent.Greet(id: 1)) == "Hello, 30-year-old")
    #expect(try await second.send(GreetingEvent.Greet(id: 1)) == "Hello, 40-year-old")
  }

  @Test("A router whose handlers send through it is freed once nothing else holds it")
  func routerIsFreed() async throws {
    weak var left: EventRouter?
    do {
      let router = EventRouter()
      try router.register(GreetingService())
      try router.register(ProfileService())
      #expect(try await router.send(GreetingEvent.Greet(id: 7)) == "Hello, 14-year-old")
      left = router
    }
    #expect(left == nil)
  }

  @Test("A stand-in that receives the router replaces a handler, and sends through it")
  func replaceWithRouter() async throws {
    let router = EventRouter()
    try router.register(ProfileService())
    try router.register(GreetingService())
    try router.replace(GreetingEvent.Greet.self, from: "StandIn") { event, router in
      "Hi, \(try await router.send(ProfileEvent.Name(id: event.id)))"
    }
    #expect(try await router.send(GreetingEvent.Greet(id: 3)) == "Hi, user-3")
  }

  @Test("A replaced handler, and what it captured, is released while the router lives on")
  func replacedHandlerIsReleased() async throws {
    final class Captured: Sendable {}
    let router = EventRouter()
    try router.register(ProfileService())
    weak var released: Captured?
    for round in 0..<100 {
      let captured = Captured()
      if round == 0 { released = captured }
      try router.replace(ProfileEvent.Name.self, from: "StandIn") { [captured] event, _ in
        withExtendedLifetime(captured) { "stand-in-\(event.id)" }
      }
    }
    #expect(released == nil)
    #expect(try await router.send(ProfileEvent.Name(id: 5)) == "stand-in-5")
  }

  @Test("A service that offers two handlers for one event is refused and registers nothing")
  func twoHandlersInOneService() throws {
    let router = EventRouter()
    #expect(
      throws: RouterError.duplicateHandler(
        event: "ProfileEvent.Name", registeredBy: "TwiceModule", rejected: "TwiceModule")
    ) { try router.register(TwiceService()) }
    #expect(router.registeredEvents.isEmpty)
  }
}
