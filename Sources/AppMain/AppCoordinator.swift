import LoginModule
import Routing

/// The app's root flow: Routing's coordinator, configured with the app's routes, services,
/// session and guards, so that every navigation passes the same guards whether it starts in
/// the app or from a deep link.
///
/// ```swift
/// let app = try AppCoordinator(
///   services: AppServices(), deepLinks: AppComposition.makeDeepLinks())
/// try app.open(.userProfile(id: 42))  // redirected: login is presented, the profile waits
/// try app.logIn(as: "grace")  // the profile is shown
/// ```
@MainActor
final class AppCoordinator: RouteCoordinator<AppRoute, Session> {
  /// The services that routes inject into their scenes.
  let services: AppServices

  var session: Session { context }

  /// Creates the root flow, with its stack at the home scene.
  ///
  /// - Parameters:
  ///   - services: The services that routes inject into their scenes.
  ///   - deepLinks: The table that turns links into routes.
  ///   - guards: The conditions routes must meet; login by default.
  init(
    services: AppServices,
    deepLinks: DeepLinkTable<AppRoute>,
    guards: [any RouteGuard<AppRoute, Session>] = [LoginGuard()]
  ) {
    self.services = services
    super.init(root: HomeScene.self, context: Session(), guards: guards, links: deepLinks)
  }

  override func presentation(of route: AppRoute) -> RoutePresentation {
    route.presentation(in: services, on: navigationStack)
  }

  /// The login flow, while one runs.
  var loginFlow: LoginCoordinator? {
    children.lazy.compactMap { $0 as? LoginCoordinator }.first
  }

  /// Completes the running login flow, then opens the route that waited for it.
  ///
  /// - Parameter username: The name the user logs in with.
  /// - Returns: The outcome of the resumed route, or `nil` when none waited.
  /// - Throws: ``AppError/noLoginInProgress`` when no login flow runs; or the
  ///   ``OpenRouteError`` of a refused navigation.
  @discardableResult
  func logIn(as username: String) throws -> GuardOutcome<AppRoute>? {
    guard let loginFlow else { throw AppError.noLoginInProgress }
    try loginFlow.logIn(as: username)
    return try resumePending()
  }

  /// Records the user of a login flow that finished with one; a cancelled login drops the
  /// route that waited for it.
  override func childDidFinish(_ child: Coordinator) {
    guard let login = child as? LoginCoordinator else { return }
    if let user = login.loggedInUser {
      context.user = user
    } else {
      discardPending()
    }
  }
}

/// Who is logged in.
struct Session: Hashable, Sendable {
  /// The logged-in user's name, or `nil`.
  var user: String?

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
