import LoginModule
import Routing

/// The app's root flow: one stack, the services its routes need, the session, and the guards
/// that every navigation passes, whether it starts in the app or from a deep link.
///
/// ```swift
/// let app = try AppCoordinator(services: AppServices(), deepLinks: AppComposition.makeDeepLinks())
/// try app.open(.userProfile(id: 42))   // redirected: login is presented, the profile waits
/// try app.logIn(as: "grace")           // the profile is shown
/// ```
@MainActor
final class AppCoordinator: Coordinator {
  /// The services that routes inject into their scenes.
  let services: AppServices

  /// Who is logged in.
  private(set) var session = Session()

  /// The route a guard redirected away from, shown once its condition holds.
  var pendingRoute: AppRoute? { guards.pending }

  private let deepLinks: DeepLinkTable<AppRoute>
  private var guards: RouteGuards<AppRoute, Session>

  /// Creates the root flow, with its stack at the home scene.
  ///
  /// - Parameters:
  ///   - services: The services that routes inject into their scenes.
  ///   - deepLinks: The table that turns links into routes.
  ///   - guards: The conditions routes must meet; login by default.
  /// - Throws: ``NavigationError/sceneOnAnotherStack(_:)`` when the home route's scene is one
  ///   that another stack shows already.
  init(
    services: AppServices,
    deepLinks: DeepLinkTable<AppRoute>,
    guards: [any RouteGuard<AppRoute, Session>] = [LoginGuard()]
  ) throws(NavigationError) {
    self.services = services
    self.deepLinks = deepLinks
    self.guards = RouteGuards(guards)
    super.init(navigationStack: try SceneStack(root: AppRoute.home.makeScene(in: services)))
  }

  /// The login flow, while one runs.
  var loginFlow: LoginCoordinator? {
    children.lazy.compactMap { $0 as? LoginCoordinator }.first
  }

  /// Shows a route's scene, unless a guard redirects it.
  ///
  /// - Returns: What happened: the scene shown, or the redirect and the route that waits.
  /// - Throws: The ``NavigationError`` of a refused push or presentation, or the
  ///   ``RouteGuardError`` of guards that redirect in a loop; nothing changes then.
  @discardableResult
  func open(_ route: AppRoute) throws -> NavigationOutcome {
    switch try guards.open(route, in: session, show: show) {
    case .opened: .shown(SceneRecord(navigationStack.visible))
    case .redirected(let to, let pending): .redirected(to: to, pending: pending)
    }
  }

  /// Shows one route's scene, with no guard: ``open(_:)`` calls it once the guards agree.
  private func show(_ route: AppRoute) throws {
    switch route.presentation {
    case .root:
      // A presented scene makes popToRoot() refuse, as it makes every push refuse.
      if navigationStack.scenes.count > 1 || navigationStack.presented != nil {
        try navigationStack.popToRoot()
      }
    case .push: try navigationStack.push(route, in: services)
    case .flow: try startChild(route.makeFlow(on: navigationStack))
    }
  }

  /// Resolves a deep link and opens its route, through the same guards as in-app navigation.
  ///
  /// - Parameter link: The link as received, for example `app://user/42`.
  /// - Returns: What happened.
  /// - Throws: A ``DeepLinkError`` for a rejected link, before anything navigates; or the
  ///   ``NavigationError`` of a refused navigation.
  @discardableResult
  func open(link: String) throws -> NavigationOutcome {
    try open(try deepLinks.resolve(link))
  }

  /// Completes the running login flow, then opens the route that waited for it.
  ///
  /// - Parameter username: The name the user logs in with.
  /// - Returns: The outcome of the resumed route, or `nil` when none waited.
  /// - Throws: ``AppError/noLoginInProgress`` when no login flow runs; or the
  ///   ``NavigationError`` of a refused navigation.
  @discardableResult
  func logIn(as username: String) throws -> NavigationOutcome? {
    guard let loginFlow else { throw AppError.noLoginInProgress }
    try loginFlow.logIn(as: username)
    guard let route = guards.takePending() else { return nil }
    return try open(route)
  }

  /// Records the user of a login flow that finished with one.
  override func childDidFinish(_ child: Coordinator) {
    if let login = child as? LoginCoordinator {
      if let user = login.loggedInUser {
        session.user = user
      } else {
        _ = guards.takePending()
      }
    }
  }
}

/// What opening a route did.
enum NavigationOutcome: Hashable, Sendable {
  /// The route's scene is now visible.
  case shown(SceneRecord)
  /// A guard sent the user to another route first; `pending` opens once it is satisfied.
  case redirected(to: AppRoute, pending: AppRoute)
}

/// Who is logged in.
struct Session: Hashable, Sendable {
  /// The logged-in user's name, or `nil`.
  var user: String?

  /// Whether someone is logged in.
  var isLoggedIn: Bool { user != nil }
}

/// Why the app refused a request.
enum AppError: Error, Hashable, Sendable {
  /// `logIn(as:)` was called while no login flow runs.
  case noLoginInProgress
}

extension AppError: CustomStringConvertible {
  var description: String {
    switch self {
    case .noLoginInProgress:
      "Cannot log in: no login flow is running. Open .login first."
    }
  }
}
