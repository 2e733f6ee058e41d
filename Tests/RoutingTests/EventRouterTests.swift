import Testing

@testable import Routing

/// Events of a pretend module, each with its own result type.
enum ProfileEvent {
  struct Name: ModuleEvent {
    typealias Result = String
    let id: Int
  }

  struct Age: ModuleEvent {
    typealias Result = Int
    let id: Int
  }
}

struct Unhandled: ModuleEvent {
  typealias Result = Void
}

struct ProfileError: Error, Equatable {
  let id: Int
}

/// A service that handles both profile events.
struct ProfileService: ModuleService {
  static let moduleName = "ProfileModule"

  func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(ProfileEvent.Name.self) { event in
      guard event.id > 0 else { throw ProfileError(id: event.id) }
      return "user-\(event.id)"
    }
    try handlers.handle(ProfileEvent.Age.self) { event in event.id * 2 }
  }
}

@Suite("Event router")
struct EventRouterTests {
  @Test("Each event reaches its handler and returns its own typed result")
  func typedResults() async throws {
    let router = EventRouter()
    try router.register(ProfileService())
    let name: String = try await router.send(ProfileEvent.Name(id: 7))
    let age: Int = try await router.send(ProfileEvent.Age(id: 21))
    #expect(name == "user-7")
    #expect(age == 42)
    #expect(router.registeredEvents == ["ProfileEvent.Age", "ProfileEvent.Name"])
  }

  @Test("An event nobody handles throws an error naming it and the registered ones")
  func noHandler() async throws {
    let router = EventRouter(registrationSite: "AppComposition.makeRouter()")
    try router.register(ProfileService())
    await #expect(
      throws: RouterError.noHandler(
        event: "Unhandled", registered: ["ProfileEvent.Age", "ProfileEvent.Name"],
        registrationSite: "AppComposition.makeRouter()")
    ) { try await router.send(Unhandled()) }
    let message = RouterError.noHandler(
      event: "Unhandled", registered: [], registrationSite: "AppComposition.makeRouter()"
    ).description
    #expect(
      message
        == "No service handles 'Unhandled'. Registered: none. Register one in AppComposition.makeRouter()."
    )
  }

  @Test("A second handler for an event type is refused and the first one stays")
  func duplicate() async throws {
    let router = EventRouter()
    try router.register(ProfileEvent.Age.self, from: "First") { _ in 1 }
    #expect(
      throws: RouterError.duplicateHandler(
        event: "ProfileEvent.Age", registeredBy: "First", rejected: "Second")
    ) { try router.register(ProfileEvent.Age.self, from: "Second") { _ in 2 } }
    #expect(try await router.send(ProfileEvent.Age(id: 0)) == 1)
    #expect(router.registeredEvents == ["ProfileEvent.Age"])
  }

  @Test("A service refused for one of its events registers none of them")
  func serviceIsAllOrNothing() async throws {
    let router = EventRouter()
    // Another module already handles Age, the second event ProfileService registers.
    try router.register(ProfileEvent.Age.self, from: "AgeModule") { _ in 1 }
    #expect(
      throws: RouterError.duplicateHandler(
        event: "ProfileEvent.Age", registeredBy: "AgeModule", rejected: "ProfileModule")
    ) { try router.register(ProfileService()) }
    // Name, registered before Age was refused, did not stay behind.
    #expect(router.registeredEvents == ["ProfileEvent.Age"])
    await #expect(
      throws: RouterError.noHandler(
        event: "ProfileEvent.Name", registered: ["ProfileEvent.Age"],
        registrationSite: "the composition root")
    ) { try await router.send(ProfileEvent.Name(id: 7)) }
    #expect(try await router.send(ProfileEvent.Age(id: 0)) == 1)
    // And the service registers whole once the way is clear.
    let clear = EventRouter()
    try clear.register(ProfileService())
    #expect(clear.registeredEvents == ["ProfileEvent.Age", "ProfileEvent.Name"])
  }

  @Test("A handler's own error reaches the sender unchanged")
  func handlerError() async throws {
    let router = EventRouter()
    try router.register(ProfileService())
    await #expect(throws: ProfileError(id: -1)) { try await router.send(ProfileEvent.Name(id: -1)) }
  }

  @Test("Validation names every event type without a handler")
  func validation() throws {
    let router = EventRouter(registrationSite: "the tests")
    try router.register(ProfileEvent.Age.self, from: "ProfileModule") { $0.id }
    try router.validate(handles: [ProfileEvent.Age.self])
    #expect(
      throws: RouterError.missingHandlers(
        events: ["ProfileEvent.Name", "Unhandled"], registered: ["ProfileEvent.Age"],
        registrationSite: "the tests")
    ) {
      try router.validate(handles: [ProfileEvent.Age.self, ProfileEvent.Name.self, Unhandled.self])
    }
  }

  @Test("The completion-handler form delivers results and errors")
  func completionHandler() async throws {
    let router = EventRouter()
    try router.register(ProfileService())
    let name = await withCheckedContinuation { continuation in
      router.send(ProfileEvent.Name(id: 3)) { continuation.resume(returning: $0) }
    }
    #expect(try name.get() == "user-3")
    let failure = await withCheckedContinuation { continuation in
      router.send(Unhandled()) { continuation.resume(returning: $0) }
    }
    #expect(
      throws: RouterError.noHandler(
        event: "Unhandled", registered: ["ProfileEvent.Age", "ProfileEvent.Name"],
        registrationSite: "the composition root")
    ) { try failure.get() }
  }

  @Test("Many tasks register and send at once, and every send gets its own answer")
  func concurrentUse() async throws {
    let router = EventRouter()
    try router.register(ProfileService())
    let sums = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<64 {
        group.addTask {
          var sum = 0
          for id in 1...50 {
            let age = try await router.send(ProfileEvent.Age(id: id))
            #expect(age == id * 2)
            sum += age
          }
          // Every task also tries to take over an event: exactly zero of them may succeed.
          #expect(throws: RouterError.self) {
            try router.register(ProfileEvent.Name.self, from: "Task \(task)") { _ in "" }
          }
          return sum
        }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(sums.count == 64)
    #expect(sums.allSatisfy { $0 == 2_550 })
    #expect(try await router.send(ProfileEvent.Name(id: 1)) == "user-1")
  }
}

/// Event types of their own, `Level<Int>`, `Level<Level<Int>>` and so on: as many distinct
/// types as a test needs, to make the router's table grow.
struct Level<Inner>: ModuleEvent {
  typealias Result = Int
  let value: Int
}

/// Registers `Level<Inner>` and `depth - 1` deeper levels, each answering its depth.
private func registerLevels<Inner>(
  _: Inner.Type, depth: Int, in router: EventRouter
) throws {
  guard depth > 0 else { return }
  try router.register(Level<Inner>.self, from: "Levels") { _ in depth }
  try registerLevels(Level<Inner>.self, depth: depth - 1, in: router)
}

@Suite("Event router under concurrent registration")
struct EventRouterGrowthTests {
  @Test("Sends stay answered while other tasks register new events and replace a handler")
  func sendsWhileTheTableGrowsAndChanges() async throws {
    let router = EventRouter()
    try router.register(ProfileService())
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for id in 1...400 {
            let age = try await router.send(ProfileEvent.Age(id: id))
            // The original handler or the stand-in: never anything else, never missing.
            #expect(age == id * 2 || age == -id)
          }
        }
      }
      group.addTask {
        // 30 new event types: the table grows from 16 slots to 64 while the sends run.
        try registerLevels(Int.self, depth: 30, in: router)
      }
      group.addTask {
        for round in 0..<200 {
          try router.replace(ProfileEvent.Age.self, from: "StandIn \(round)") { event in
            round.isMultiple(of: 2) ? -event.id : event.id * 2
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try await router.send(Level<Int>(value: 0)) == 30)
    #expect(router.registeredEvents.count == 32)
  }
}
