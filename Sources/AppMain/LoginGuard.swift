import Routing

/// The app's one guard: a logged-out user goes to login before any route that requires a user.
/// The guard names those routes, so a route that needs no user is written without it.
struct LoginGuard: RouteGuard {
  func redirect(for route: AppRoute, in session: Session) -> AppRoute? {
    Self.requiresLogin(route) && !session.isLoggedIn ? .login(username: nil) : nil
  }

  /// Whether only a logged-in user may open `route`.
  static func requiresLogin(_ route: AppRoute) -> Bool {
    if case .userProfile = route { true } else { false }
  }
}
