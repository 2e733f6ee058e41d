import LoginModule
import Routing
import Testing

@testable import AppMain

/// Event types for the stress test, one per registering task.
struct StressEvent<Tag>: ModuleEvent {
  typealias Result = Int
  let value: Int
}

enum TagA {}
enum TagB {}
enum TagC {}
enum TagD {}

@Suite("Stress: registering, sending and navigating at once")
struct StressTests {
  @Test("64 tasks race to register, send events and navigate; nothing is lost or doubled")
  func concurrentUse() async throws {
    let router = try AppComposition.makeRouter(services: AppServices())
    let app = try await MainActor.run {
      try AppCoordinator(services: AppServices(), deepLinks: AppComposition.makeDeepLinks())
    }
    let outcomes = try await withThrowingTaskGroup(of: (registered: Int, answers: Int).self) {
      group in
      for task in 0..<64 {
        group.addTask {
          // Each task tries to register every stress event; exactly one may win each type.
          var registered = 0
          for attempt in [
            { try router.register(StressEvent<TagA>.self, from: "T\(task)") { $0.value } },
            { try router.register(StressEvent<TagB>.self, from: "T\(task)") { $0.value * 2 } },
            { try router.register(StressEvent<TagC>.self, from: "T\(task)") { $0.value * 3 } },
            { try router.register(StressEvent<TagD>.self, from: "T\(task)") { $0.value * 4 } },
          ] as [() throws -> Void] {
            do {
              try attempt()
              registered += 1
            } catch is RouterError {}
          }
          var answers = 0
          for value in 1...20 {
            let info = try await router.send(LoginEvent.FetchUserInfo(userID: 42))
            #expect(info.name == "grace")
            if let doubled = try? await router.send(StressEvent<TagB>(value: value)) {
              #expect(doubled == value * 2)
            }
            answers += 1
          }
          // Navigation stays on the main actor: push and pop a pair of scenes.
          try await MainActor.run {
            try app.open(.bridge)
            try app.navigationStack.pop()
          }
          return (registered, answers)
        }
      }
      return try await group.reduce(into: [(registered: Int, answers: Int)]()) { $0.append($1) }
    }
    #expect(outcomes.count == 64)
    #expect(outcomes.reduce(0) { $0 + $1.registered } == 4)
    #expect(outcomes.allSatisfy { $0.answers == 20 })
    #expect(router.registeredEvents.count == AppComposition.events.count + 4)
    await MainActor.run {
      #expect(app.navigationStack.scenes.count == 1)
      #expect(app.navigationStack.transitions.count == 128)
    }
  }
}
