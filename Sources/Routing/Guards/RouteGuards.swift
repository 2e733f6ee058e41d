/// The guards that every navigation passes, and the one route that a redirect keeps waiting.
///
/// ``open(_:in:show:)`` asks each guard in turn; the first redirect is itself checked, until a
/// route passes every guard. That route is shown, and the route first asked for waits in
/// ``pending`` until the app calls ``takePending()`` once the redirect's condition holds (after
/// a login, say) and opens it again, through the guards again.
///
/// ```swift
/// var guards = RouteGuards<AppRoute, Session>([LoginGuard()])
/// try guards.open(.profile(id: 42), in: session) { try stack.push($0, in: services) }
/// // ... the user logs in ...
/// if let route = guards.takePending() {
///   try guards.open(route, in: session) { try stack.push($0, in: services) }
/// }
/// ```
public struct RouteGuards<Route: Hashable & Sendable, Context>: Sendable {
  /// The route a redirect kept from opening, if any.
  public private(set) var pending: Route?

  private let guards: [any RouteGuard<Route, Context>]

  /// Creates the set; guards are asked in this order.
  public init(_ guards: [any RouteGuard<Route, Context>]) {
    self.guards = guards
  }

  /// The route to show for `route`: `route` itself when every guard lets it through, else the
  /// first redirect, followed through the guards in turn.
  ///
  /// - Throws: ``RouteGuardError/redirectLoop(path:)`` when the redirects come back to a route
  ///   they already passed, which would otherwise never end.
  public func destination(for route: Route, in context: Context) throws(RouteGuardError) -> Route {
    var path = [route]
    var current = route
    while let redirect = guards.lazy.compactMap({ $0.redirect(for: current, in: context) }).first {
      path.append(redirect)
      if path.dropLast().contains(redirect) {
        throw .redirectLoop(path: path.map { String(describing: $0) })
      }
      current = redirect
    }
    return current
  }

  /// Shows `route`, or the route the guards send it to; in that case `route` waits in
  /// ``pending``, replacing any route that waited before.
  ///
  /// - Parameters:
  ///   - route: The route asked for.
  ///   - context: What the guards read.
  ///   - show: Shows one route, for example by pushing its scene.
  /// - Returns: Whether `route` opened or was redirected.
  /// - Throws: ``RouteGuardError`` for a redirect loop, or what `show` throws; ``pending`` is
  ///   unchanged then.
  @discardableResult
  public mutating func open(
    _ route: Route, in context: Context, show: (Route) throws -> Void
  ) throws -> GuardOutcome<Route> {
    let destination = try destination(for: route, in: context)
    try show(destination)
    guard destination != route else { return .opened(route) }
    pending = route
    return .redirected(to: destination, pending: route)
  }

  /// Removes the waiting route and returns it, to open once the redirect's condition holds.
  public mutating func takePending() -> Route? {
    defer { pending = nil }
    return pending
  }
}

/// What ``RouteGuards/open(_:in:show:)`` did.
public enum GuardOutcome<Route: Hashable & Sendable>: Hashable, Sendable {
  /// Every guard let the route through, and it was shown.
  case opened(Route)
  /// A guard sent the user to `to`, which was shown; `pending` waits.
  case redirected(to: Route, pending: Route)
}
