import BridgeFramework
import ColorServiceModule
import LoginModule
import Routing
import Testing

@testable import AppMain

@MainActor
@Suite("App route")
struct AppRouteTests {
  /// The name of a route's case. The switch has no `default`, so a new case does not compile
  /// until it is named here, and `examplesCoverEveryCase` then asks for an example of it.
  static func caseName(_ route: AppRoute) -> String {
    switch route {
    case .home: "home"
    case .bridge: "bridge"
    case .login: "login"
    case .userProfile: "userProfile"
    }
  }

  @Test("The examples cover every case of the route")
  func examplesCoverEveryCase() {
    #expect(
      Set(AppRoute.examples.map(Self.caseName)) == ["home", "bridge", "login", "userProfile"])
  }

  @Test("Every route builds the scene of the module that owns it", arguments: AppRoute.examples)
  func everyRouteBuildsItsScene(_ route: AppRoute) {
    let scene = route.makeScene(in: AppServices())
    switch route {
    case .home: #expect(scene is HomeScene)
    case .bridge: #expect(scene is BridgeViewController)
    case .login(let username): #expect((scene as? LoginScene)?.username == username)
    case .userProfile(let id): #expect((scene as? UserProfileScene)?.userID == id)
    }
  }

  @Test("The bridge route injects the app's own ColorService", arguments: [Color.red, .blue])
  func bridgeInjectsColorService(_ color: Color) throws {
    let services = AppServices(colorService: ColorService(color: color))
    let scene = try #require(AppRoute.bridge.makeScene(in: services) as? BridgeViewController)
    #expect(scene.backgroundColor == color)
    #expect(scene.render().hasSuffix("supplied by ColorService"))
  }

  @Test(
    "Every route opens from a fresh app, pushed or presented as it says",
    arguments: AppRoute.examples)
  func everyRouteOpens(_ route: AppRoute) throws {
    let navigator = AppNavigator(services: AppServices())
    let scene = try navigator.open(route)
    #expect(navigator.stack.visible === scene)
    switch route.presentation {
    case .push: #expect(navigator.stack.scenes.count == 2)
    case .modal: #expect(navigator.stack.presented === scene)
    }
  }

  @Test("A route refused under a modal scene leaves the navigator unchanged")
  func refusedRoute() throws {
    let navigator = AppNavigator(services: AppServices())
    try navigator.open(.login(username: nil))
    let before = navigator.stack.snapshot
    #expect(throws: NavigationError.self) { try navigator.open(.bridge) }
    #expect(throws: NavigationError.self) { try navigator.open(.login(username: "x")) }
    #expect(navigator.stack.snapshot == before)
    #expect(navigator.stack.transitions.count == 1)
  }
}
