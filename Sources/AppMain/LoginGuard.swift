import Routing

/// The app's one guard: a logged-out user goes to login before any route that requires a user.
struct LoginGuard: RouteGuard {
  func redirect(for route: AppRoute, in session: Session) -> AppRoute? {
    route.requiresLogin && !session.isLoggedIn ? .login(username: nil) : nil
  }
}
