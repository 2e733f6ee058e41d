import Routing
import Testing

// guide:begin module-events
// In the weather module: the event it serves, with its result type, and its service.
enum WeatherEvent {
  struct Forecast: ModuleEvent {
    typealias Result = String
    let city: String
  }

  static let all: [any ModuleEvent.Type] = [Forecast.self]
}

struct WeatherService: ModuleService {
  static let moduleName = "WeatherModule"

  func register(in router: EventRouter) throws(RouterError) {
    try router.register(WeatherEvent.Forecast.self, from: Self.moduleName) { event in
      "Sunny in \(event.city)"
    }
  }
}

// At the composition root: one router, every service registered explicitly.
func makeRouter() throws(RouterError) -> EventRouter {
  let router = EventRouter(registrationSite: "makeRouter()")
  try router.register(WeatherService())
  return router
}

// Anywhere else: send an event, get its typed result. No import of the weather service.
func morningReport(router: EventRouter) async throws -> String {
  let forecast: String = try await router.send(WeatherEvent.Forecast(city: "Lisbon"))
  return "Today: \(forecast)"
}
// guide:end

@Suite("Guide example: module events")
struct ModuleEventsExampleTests {
  @Test("The guide's router answers, and validation covers every event")
  func example() async throws {
    let router = try makeRouter()
    try router.validate(handles: WeatherEvent.all)
    #expect(try await morningReport(router: router) == "Today: Sunny in Lisbon")
    #expect(throws: RouterError.self) { try router.register(WeatherService()) }
  }
}
