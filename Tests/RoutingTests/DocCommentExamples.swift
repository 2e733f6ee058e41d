import Foundation
public import Routing
import Testing

// The examples of Routing's doc comments, run. `DocCommentExampleTests` fails when an example
// there no longer stands, line for line, in a test; what the examples name without declaring
// is declared at the end of this file.

// MARK: - Declarations the doc comments show

private final class GreetingScene: HeadlessScene {
  let title: String = "Greeting"
  func render() -> String { "Hello from a headless scene." }
}

private final class ProfileScene: InputScene {
  let userID: Int
  init(input: Int) { userID = input }
  var title: String { "Profile \(userID)" }
  func render() -> String { "user #\(userID)" }
}

private final class HomeScene: Navigable {
  weak var navigationStack: SceneStack?
  let title: String = "Home"
  func render() -> String { "" }
  func openDetail() throws(NavigationError) { try push(to: StoreRoute.product(id: 7)) }
}

private enum StoreRoute: SceneRoute {
  case catalog
  case product(id: Int)

  func makeScene(in context: Void) -> any HeadlessScene {
    switch self {
    case .catalog: ShopScene()
    case .product(let id): ProductScene(input: id)
    }
  }
}

extension LoginScene: CatalogBased {
  static var catalog: SceneCatalog { LoginCatalogs.login }
}

public enum LoginEvent {
  public struct FetchUserInfo: ModuleEvent {
    public typealias Result = UserInfo
    public let userID: Int
  }
}

public struct LoginService: ModuleService {
  public static let moduleName = "LoginModule"
  public func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(LoginEvent.FetchUserInfo.self) { event in
      UserInfo(id: event.userID, name: "ada")
    }
  }
}

private struct GreetingService: ModuleService {
  static let moduleName = "Greeting"

  func register(in handlers: inout ServiceHandlers) throws(RouterError) {
    try handlers.handle(GreetingEvent.Greet.self) { event, router in
      "Hello, \(try await router.send(ProfileEvent.Name(id: event.id)))"
    }
  }
}

// app://search/swift?sort=popular
private enum Sort: String, DeepLinkValue { case recent, popular }

private final class LoginCoordinator: Coordinator {
  override func start() throws { try navigationStack.present(LoginScene(input: nil)) }
  func submit() throws {
    try navigationStack.dismiss()
    finish()
  }
}

private final class AppCoordinator: RouteCoordinator<AppRoute, Session> {
  override func presentation(of route: AppRoute) -> RoutePresentation {
    switch route {
    case .home: .root
    case .profile(let id): .push(ProfileScene(input: id))
    case .search(let term, _, _): .push(SearchScene(input: term))
    case .login: .flow(LoginCoordinator(navigationStack: navigationStack))
    }
  }
}

private struct LoginGuard: RouteGuard {
  func redirect(for route: AppRoute, in session: Session) -> AppRoute? {
    route.requiresLogin && !session.isLoggedIn ? .login : nil
  }
}

private enum RecipeRoute: Hashable, Sendable {
  case recipe(id: Int)
  case category(name: String)
  case search(term: String)
  case orders, checkout
}

private enum Tab: String, CaseIterable, Sendable { case recipes, search, account }

private final class RecipesCoordinator: TabCoordinator<RecipeRoute, Session, Tab> {
  override func tab(of route: RecipeRoute) -> Tab? {
    switch route {
    case .recipe, .category: .recipes
    case .search: .search
    case .orders, .checkout: .account
    }
  }

  override func presentation(of route: RecipeRoute) -> RoutePresentation {
    .push(RecipeScene(input: route))
  }
}

private final class RecipeScene: InputScene {
  let route: RecipeRoute
  init(input: RecipeRoute) { route = input }
  var title: String { "\(route)" }
  func render() -> String { "" }
}

// MARK: - The examples that use them

@MainActor
@Suite("Routing's doc-comment examples")
struct DocCommentExamples {
  @Test("Scenes: headless, with an input, with parameters, navigable")
  func scenes() throws {
    #expect(GreetingScene().render() == "Hello from a headless scene.")
    let stack = try SceneStack(root: HomeScene())
    try stack.push(ProfileScene.self, input: 42)
    try stack.show(DetailScene(), params: "anything")
    #expect(stack.top.render() == "anything")
    let home = HomeScene()
    let shop = try SceneStack(root: home)
    try home.openDetail()
    #expect(shop.top is ProductScene)
  }

  @Test("SceneStack")
  func sceneStack() throws {
    let stack = try SceneStack(root: HomeScene())
    try stack.push(DetailScene())
    try stack.pop()
    let transitions = stack.transitions  // [push Detail (DetailScene), pop Detail (DetailScene)]
    #expect(
      transitions.map(\.description) == ["push Detail (DetailScene)", "pop Detail (DetailScene)"])
  }

  @Test("SceneCatalog and CatalogBased")
  func catalogs() throws {
    let login = SceneCatalog(name: "Login", scenes: [LoginScene.self, RegistrationScene.self])
    let scene = try login.instantiate(LoginScene.self)
    #expect(scene.username == nil)
    let viaCatalog = try Self.instantiateLogin()
    #expect(viaCatalog.username == nil)
  }

  private static func instantiateLogin() throws -> LoginScene {
    let login = try LoginScene.instantiate()
    return login
  }

  @Test("Module events and the router")
  func events() async throws {
    let router = EventRouter(registrationSite: "AppComposition.makeRouter()")
    try router.register(LoginService())
    let info = try await router.send(LoginEvent.FetchUserInfo(userID: 42))  // a UserInfo
    #expect(info == UserInfo(id: 42, name: "ada"))
    try router.register(GreetingService())
    try router.register(ProfileService())
    #expect(try await router.send(GreetingEvent.Greet(id: 1)) == "Hello, user-1")
  }

  @Test("Deep links: URLs, patterns, tables, values")
  func deepLinks() throws {
    let link = try DeepLinkURL(parsing: "app://user/42?tab=posts", scheme: "app")
    let segments = link.segments  // ["user", "42"]
    let query = link.query  // ["tab": "posts"]
    #expect(segments == ["user", "42"] && query == ["tab": "posts"])

    // app://user/42, app://file/a-b_1, app://login?username=ada
    let user = try DeepLinkPattern(.literal("user"), .int("id", in: 1...Int.max))
    let file = try DeepLinkPattern(.literal("file"), .identifier("slug"))
    let login = try DeepLinkPattern(.literal("login"), query: ["username"])
    #expect([user, file, login].count == 3)

    let table = try DeepLinkTable<AppRoute>(
      scheme: "app",
      [
        .init("user/{id in 1...}", AppRoute.profile),  // app://user/42
        .init("search/{term}?sort=recent&page", AppRoute.search),  // app://search/swift?page=2
      ])
    let printed = try table.link(for: .profile(id: 42)).string  // "app://user/42"
    #expect(printed == "app://user/42")
    #expect(
      try table.resolve("app://search/swift?sort=recent&page=2")
        == .search(term: "swift", sort: .recent, page: 2))
    #expect(Sort(rawValue: "popular") == .popular)
  }

  @Test("Ignored query items")
  func ignoredQueryItems() throws {
    // app://user/42?utm_source=newsletter&ref=share opens .profile(id: 42)
    let table = try DeepLinkTable<AppRoute>(
      scheme: "app", ignoring: ["utm_*", "ref", "fbclid"],
      [.init("user/{id in 1...}", AppRoute.profile)])
    #expect(try table.resolve("app://user/42?utm_source=newsletter&ref=share") == .profile(id: 42))

    let ignored: IgnoredQueryItems = ["utm_*", "ref", "fbclid"]
    let campaign = ignored.contains("utm_campaign")  // true
    let page = ignored.contains("page")  // false
    #expect(campaign && !page)
  }

  @Test("Tabs, and navigation saved as links")
  func tabsAndRestoration() throws {
    let links = try DeepLinkTable<RecipeRoute>(
      scheme: "app",
      [.init("recipe/{id}", RecipeRoute.recipe), .init("search/{term}", RecipeRoute.search)])
    let coordinator = try RecipesCoordinator(
      selected: .recipes, context: Session(isLoggedIn: true), links: links
    ) {
      _ in HomeScene()
    }
    try coordinator.open(.search(term: "leek"))
    #expect(coordinator.selectedTab == .search)
    let data = try JSONEncoder().encode(coordinator.savedNavigation())
    // ... after a relaunch ...
    try coordinator.restore(JSONDecoder().decode(SavedNavigation.self, from: data))
    #expect(coordinator.stack(for: .search).scenes.count == 2)
  }

  @Test("A table of patterns and closures")
  func deepLinkTable() throws {
    let table = try DeepLinkTable<AppRoute>(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("user"), .int("id"))) { id in .profile(id: id) }
      ])
    let route = try table.resolve("app://user/42")  // .profile(id: 42)
    #expect(route == .profile(id: 42))
  }

  @Test("Coordinators, route coordinators and guards")
  func coordinators() throws {
    let stack = try SceneStack(root: HomeScene())
    let appCoordinator = Coordinator(navigationStack: stack)
    try appCoordinator.startChild(LoginCoordinator(navigationStack: stack))
    #expect(stack.presented is LoginScene)

    let app = try AppCoordinator(root: HomeScene(), context: Session(isLoggedIn: true))
    try app.open(.profile(id: 42))
    #expect(app.navigationStack.top is ProfileScene)

    let services = Services()
    var session = Session(isLoggedIn: false)
    let shown = try SceneStack(root: HomeScene())
    try Self.guarded(stack: shown, services: services, session: &session)
    #expect((shown.top as? ProfileScene)?.userID == 42)
  }

  private static func guarded(stack: SceneStack, services: Services, session: inout Session) throws
  {
    var guards = RouteGuards<AppRoute, Session>([LoginGuard()])
    try guards.open(.profile(id: 42), in: session) { try stack.push($0, in: services) }
    // ... the user logs in ...
    session.isLoggedIn = true
    if let route = guards.takePending() {
      try guards.open(route, in: session) { try stack.push($0, in: services) }
    }
  }
}

// MARK: - What the examples name without declaring

public struct UserInfo: Sendable, Hashable {
  let id: Int
  let name: String
}

private final class ShopScene: HeadlessScene {
  let title: String = "Shop"
  func render() -> String { "" }
}

private final class ProductScene: InputScene {
  let id: Int
  init(input: Int) { id = input }
  var title: String { "Product \(id)" }
  func render() -> String { "" }
}

private final class SearchScene: InputScene {
  let term: String
  init(input: String) { term = input }
  var title: String { "Search" }
  func render() -> String { term }
}

private final class LoginScene: InputScene, InputlessScene {
  let username: String?
  init(input: String?) { username = input }
  convenience init() { self.init(input: nil) }
  var title: String { "Login" }
  func render() -> String { "" }
}

private final class RegistrationScene: InputlessScene {
  var title: String { "Registration" }
  func render() -> String { "" }
}

private enum LoginCatalogs {
  static let login = SceneCatalog(name: "Login", scenes: [LoginScene.self])
}

private enum GreetingEvent {
  struct Greet: ModuleEvent {
    typealias Result = String
    let id: Int
  }
}

private struct Session {
  var isLoggedIn: Bool
}

private struct Services {}

private enum AppRoute: Hashable, Sendable, SceneRoute {
  case home
  case login
  case profile(id: Int)
  case search(term: String, sort: Sort, page: Int?)

  var requiresLogin: Bool { if case .profile = self { true } else { false } }

  func makeScene(in context: Services) -> any HeadlessScene {
    switch self {
    case .home: HomeScene()
    case .login: LoginScene(input: nil)
    case .profile(let id): ProfileScene(input: id)
    case .search(let term, _, _): SearchScene(input: term)
    }
  }
}
