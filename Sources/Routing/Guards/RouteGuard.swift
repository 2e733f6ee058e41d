/// A condition a route must meet before it opens: where to send the user instead, or `nil`.
///
/// `Context` is what the guard reads to decide, such as the app's session. Guards are checked
/// by ``RouteGuards`` for every navigation, whether it starts in the app or from a link, on the
/// main actor, where navigation happens: a guard that conforms where it is declared is
/// isolated to the main actor too, and reads a main-actor session directly.
///
/// ```swift
/// struct LoginGuard: RouteGuard {
///   func redirect(for route: AppRoute, in session: Session) -> AppRoute? {
///     route.requiresLogin && !session.isLoggedIn ? .login : nil
///   }
/// }
/// ```
@MainActor
public protocol RouteGuard<Route, Context>: Sendable {
  /// The app's route type.
  associatedtype Route
  /// What the guard reads to decide.
  associatedtype Context

  /// Where to send the user instead of `route`, or `nil` to let it through.
  func redirect(for route: Route, in context: Context) -> Route?
}
