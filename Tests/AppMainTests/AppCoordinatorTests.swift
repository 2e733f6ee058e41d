import LoginModule
import Routing
import Testing

@testable import AppMain

@MainActor
@Suite("App coordinator: navigation, guards and deep links")
struct AppCoordinatorTests {
  /// The login scene, as a refusal names it while it is presented.
  static let loginRecord = SceneRecord(title: "Login", typeName: "LoginScene")

  static func makeApp() throws -> AppCoordinator {
    try AppCoordinator(services: AppServices(), deepLinks: AppComposition.makeDeepLinks())
  }

  @Test(
    "Every route opens from a fresh, logged-in app, pushed or presented as it says",
    arguments: AppRoute.examples)
  func everyRouteOpens(_ route: AppRoute) throws {
    let app = try Self.makeApp()
    try app.open(.login(username: nil))
    try app.logIn(as: "ada")
    let outcome = try app.open(route)
    #expect(outcome == .opened(route))
    switch route.presentation(in: app.services, on: app.navigationStack) {
    case .root: #expect(app.navigationStack.scenes.count == 1)
    case .push(let scene):
      #expect(app.navigationStack.scenes.count == 2)
      #expect(SceneRecord(app.navigationStack.top) == SceneRecord(scene))
    case .present: Issue.record("no route of the app is presented without its flow")
    case .flow: #expect(app.navigationStack.presented != nil)
    }
  }

  @Test("Going home returns to the root instead of stacking a second home scene")
  func homeIsTheRoot() throws {
    let app = try Self.makeApp()
    let root = app.navigationStack.scenes[0]
    try app.open(.home)
    #expect(app.navigationStack.scenes.count == 1)
    try app.open(.bridge)
    try app.open(.userProfile(id: 42))  // redirected: login presented over the bridge
    try app.logIn(as: "ada")
    try app.open(.home)
    #expect(app.navigationStack.scenes.count == 1)
    #expect(app.navigationStack.top === root)
    try app.open(.login(username: nil))
    let before = app.navigationStack.snapshot
    #expect(
      throws: OpenRouteError.navigation(
        .blockedByModal(operation: .popToRoot, modal: Self.loginRecord))
    ) { try app.open(.home) }
    #expect(app.navigationStack.snapshot == before)
  }

  @Test("A guarded route redirects to login and resumes after it, in the app")
  func guardInApp() throws {
    let app = try Self.makeApp()
    let outcome = try app.open(.userProfile(id: 42))
    #expect(outcome == .redirected(to: .login(username: nil), pending: .userProfile(id: 42)))
    #expect(app.pendingRoute == .userProfile(id: 42))
    #expect(app.navigationStack.presented is LoginScene)
    #expect(app.navigationStack.scenes.count == 1)
    let resumed = try app.logIn(as: "grace")
    #expect(resumed == .opened(.userProfile(id: 42)))
    #expect(
      SceneRecord(app.navigationStack.visible)
        == SceneRecord(title: "User 42", typeName: "UserProfileScene"))
    #expect(app.session.user == "grace")
    #expect(app.pendingRoute == nil)
    #expect(app.children.isEmpty)
  }

  @Test("Guards that redirect in a loop are refused by name, and nothing navigates")
  func guardLoop() throws {
    struct BridgeFirst: RouteGuard {
      func redirect(for route: AppRoute, in session: Session) -> AppRoute? {
        route == .home ? .bridge : nil
      }
    }
    struct HomeFirst: RouteGuard {
      func redirect(for route: AppRoute, in session: Session) -> AppRoute? {
        route == .bridge ? .home : nil
      }
    }
    let app = AppCoordinator(
      services: AppServices(), deepLinks: try AppComposition.makeDeepLinks(),
      guards: [BridgeFirst(), HomeFirst()])
    let before = app.navigationStack.snapshot
    #expect(throws: OpenRouteError.guards(.redirectLoop(path: ["bridge", "home", "bridge"]))) {
      try app.open(link: "app://bridge")
    }
    #expect(app.navigationStack.snapshot == before)
    #expect(app.pendingRoute == nil)
  }

  @Test("The same guard runs for a deep link")
  func guardForDeepLink() throws {
    let app = try Self.makeApp()
    let outcome = try app.open(link: "app://user/42")
    #expect(outcome == .redirected(to: .login(username: nil), pending: .userProfile(id: 42)))
    try app.logIn(as: "grace")
    #expect(app.navigationStack.top.title == "User 42")
  }

  @Test("A cancelled login drops the route that waited for it")
  func cancelledLogin() throws {
    let app = try Self.makeApp()
    try app.open(.userProfile(id: 42))
    try app.loginFlow?.cancel()
    #expect(app.pendingRoute == nil)
    #expect(!app.session.isLoggedIn)
    #expect(app.navigationStack.snapshot.stack.map(\.title) == ["Home"])
  }

  @Test("Logging in with no login flow is refused")
  func logInWithoutFlow() throws {
    let app = try Self.makeApp()
    #expect(throws: AppError.noLoginInProgress) { try app.logIn(as: "ada") }
    #expect(AppError.noLoginInProgress.description.contains("Open .login first"))
  }

  @Test(
    "A rejected link changes nothing: no partial navigation",
    arguments: [
      "https://user/42", "app://user/abc", "app://nowhere", "app://color/purple",
      "app://login?username=a&username=b", "app://user/42#x",
    ])
  func rejectedLink(_ link: String) throws {
    let app = try Self.makeApp()
    try app.open(.bridge)
    let before = app.navigationStack.snapshot
    let transitions = app.navigationStack.transitions
    #expect {
      try app.open(link: link)
    } throws: { error in
      guard case .link = error as? OpenRouteError else { return false }
      return true
    }
    #expect(app.navigationStack.snapshot == before)
    #expect(app.navigationStack.transitions == transitions)
    #expect(app.pendingRoute == nil)
    #expect(app.children.isEmpty)
  }

  @Test("A refused navigation under a modal leaves the app unchanged")
  func refusedNavigation() throws {
    let app = try Self.makeApp()
    try app.open(.login(username: nil))
    let before = app.navigationStack.snapshot
    #expect(
      throws: OpenRouteError.navigation(.blockedByModal(operation: .push, modal: Self.loginRecord))
    ) {
      try app.open(.bridge)
    }
    #expect(
      throws: OpenRouteError.navigation(
        .alreadyPresenting(presented: Self.loginRecord, attempted: Self.loginRecord))
    ) { try app.open(.login(username: "x")) }
    #expect(app.navigationStack.snapshot == before)
    #expect(app.children.count == 1)
  }
}
