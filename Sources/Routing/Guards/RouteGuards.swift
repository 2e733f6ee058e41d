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
/// session.isLoggedIn = true
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

  /// The most redirects followed from one route before ``destination(for:in:)`` gives up.
  ///
  /// A real chain is one or two long (a login, then an onboarding, say); a longer one means
  /// that a guard redirects to a route that it, or another guard, redirects again.
  public static var maximumRedirects: Int { 16 }

  /// The route to show for `route`: `route` itself when every guard lets it through, else the
  /// first redirect, followed through the guards in turn.
  ///
  /// - Throws: ``RouteGuardError/redirectLoop(path:)`` when the redirects come back to a route
  ///   they already passed; ``RouteGuardError/tooManyRedirects(start:limit:path:)`` when they
  ///   go on past ``maximumRedirects`` without repeating, which would otherwise never end.
  @MainActor
  public func destination(for route: Route, in context: Context) throws(RouteGuardError) -> Route {
    try followed(route, in: context).destination
  }

  /// The route to show for `route`, and whether a guard redirected it: a route that is not
  /// equal to itself (it holds a NaN) is still the route asked for when every guard lets it
  /// through.
  @MainActor
  private func followed(_ route: Route, in context: Context) throws(RouteGuardError)
    -> (destination: Route, redirected: Bool)
  {
    var path = [route]
    var seen: Set = [route]
    var current = route
    while let redirect = guards.lazy.compactMap({ $0.redirect(for: current, in: context) }).first {
      path.append(redirect)
      guard seen.insert(redirect).inserted else {
        throw .redirectLoop(path: path.map { String(describing: $0) })
      }
      guard path.count <= Self.maximumRedirects + 1 else {
        throw .tooManyRedirects(
          start: String(describing: route), limit: Self.maximumRedirects,
          path: path.map { String(describing: $0) })
      }
      current = redirect
    }
    return (current, path.count > 1)
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
  @MainActor @discardableResult
  public mutating func open(
    _ route: Route, in context: Context, show: (Route) throws -> Void
  ) throws -> GuardOutcome<Route> {
    let (destination, redirected) = try followed(route, in: context)
    try show(destination)
    guard redirected else { return .opened(route) }
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
