/// Why ``RouteGuards`` could not choose a route to show.
public enum RouteGuardError: Error, Hashable, Sendable {
  /// The guards' redirects lead back to a route already on the way; `path` lists the routes
  /// from the one asked for to the repeated one.
  case redirectLoop(path: [String])
  /// The guards redirected `start` more than `limit` times without coming back to a route;
  /// `path` lists the routes followed, `start` first.
  case tooManyRedirects(start: String, limit: Int, path: [String])
}

extension RouteGuardError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .redirectLoop(let path):
      "The route guards redirect in a loop: \(path.joined(separator: " -> ")). Make the route "
        + "a guard redirects to pass that guard and the others."
    case .tooManyRedirects(let start, let limit, let path):
      "The route guards redirect \(start) more than \(limit) times: "
        + "\(path.prefix(3).joined(separator: " -> ")) -> ... -> \(path.last ?? start). "
        + "Make a guard redirect to a route that every guard lets through."
    }
  }
}
