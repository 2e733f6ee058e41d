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

  func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(WeatherEvent.Forecast.self) { event in
      "Sunny in \(event.city)"
    }
  }
}

// In the travel module, which never imports the weather module: a handler that asks it,
// through the router it receives.
enum TravelEvent {
  struct PackingList: ModuleEvent {
    typealias Result = [String]
    let city: String
  }
}

struct TravelService: ModuleService {
  static let moduleName = "TravelModule"

  func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(TravelEvent.PackingList.self) { event, router in
      let forecast = try await router.send(WeatherEvent.Forecast(city: event.city))
      return forecast.hasPrefix("Sunny") ? ["passport", "sunglasses"] : ["passport", "umbrella"]
    }
  }
}

// At the composition root: one router, every service registered explicitly.
func makeRouter() throws(RouterError) -> EventRouter {
  let router = EventRouter(registrationSite: "makeRouter()")
  try router.register(WeatherService())
  try router.register(TravelService())
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
    let packing = try await router.send(TravelEvent.PackingList(city: "Lisbon"))
    #expect(packing == ["passport", "sunglasses"])
    #expect(
      throws: RouterError.duplicateHandler(
        event: "WeatherEvent.Forecast", registeredBy: "WeatherModule", rejected: "WeatherModule")
    ) { try router.register(WeatherService()) }
  }
}
