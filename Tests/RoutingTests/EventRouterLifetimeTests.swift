import Routing
import Testing

/// A module that answers a profile's name by asking the profile module for its age first: a
/// handler that reaches another module through the router.
private enum GreetingEvent {
  struct Greet: ModuleEvent {
    typealias Result = String
    let id: Int
  }
}

/// Registers the greeting handler and `ProfileService` on a router that nothing else holds, and
/// returns the greeting and a way to see whether the router still exists, which holds it weakly.
private func routerLeftBehind(
  register: (EventRouter) throws(RouterError) -> Void
) async throws -> (greeting: String, router: () -> EventRouter?) {
  weak var left: EventRouter?
  let greeting: String
  do {
    let router = EventRouter()
    try router.register(ProfileService())
    try register(router)
    greeting = try await router.send(GreetingEvent.Greet(id: 7))
    left = router
  }
  return (greeting, { left })
}

@Suite("Event router lifetime")
struct EventRouterLifetimeTests {
  @Test("A handler that reaches other modules through [unowned router] lets the router go")
  func unownedRouterIsFreed() async throws {
    let (greeting, router) = try await routerLeftBehind { router throws(RouterError) in
      try router.register(GreetingEvent.Greet.self, from: "GreetingModule") {
        [unowned router] event in
        "Hello, \(try await router.send(ProfileEvent.Age(id: event.id)))-year-old"
      }
    }
    #expect(greeting == "Hello, 14-year-old")
    #expect(router() == nil)
  }

  @Test("A handler that captures its router strongly keeps it alive, as ModuleEvents.md warns")
  func strongCaptureKeepsRouter() async throws {
    let (greeting, router) = try await routerLeftBehind { router throws(RouterError) in
      try router.register(GreetingEvent.Greet.self, from: "GreetingModule") { event in
        "Hello, \(try await router.send(ProfileEvent.Age(id: event.id)))-year-old"
      }
    }
    #expect(greeting == "Hello, 14-year-old")
    #expect(router() != nil, "the router -> handler -> router cycle was expected to keep it")
    // Replacing the handler releases it and ends the cycle, or this test would leak.
    try router()?.replace(GreetingEvent.Greet.self, from: "GreetingModule") { _ in "" }
    #expect(router() == nil)
  }
}
