/// A condition a route must meet, checked before every navigation, in the app or from a link.
public protocol RouteGuard: Sendable {
  /// Where to send the user instead of `route`, or `nil` to let the route through.
  ///
  /// - Parameters:
  ///   - route: The route about to open.
  ///   - session: Who is logged in.
  /// - Returns: The route to open first, or `nil`.
  func redirect(for route: AppRoute, session: Session) -> AppRoute?
}

/// Sends a logged-out user to login before any route that requires it.
public struct LoginGuard: RouteGuard {
  /// Creates the guard.
  public init() {}

  /// Login, when `route` requires a user and nobody is logged in; otherwise `nil`.
  ///
  /// - Parameters:
  ///   - route: The route about to open.
  ///   - session: Who is logged in.
  /// - Returns: `.login(username: nil)` or `nil`.
  public func redirect(for route: AppRoute, session: Session) -> AppRoute? {
    route.requiresLogin && !session.isLoggedIn ? .login(username: nil) : nil
  }
}
