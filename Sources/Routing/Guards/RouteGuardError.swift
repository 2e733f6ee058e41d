/// Why ``RouteGuards`` could not choose a route to show.
public enum RouteGuardError: Error, Hashable, Sendable {
  /// The guards' redirects lead back to a route already on the way; `path` lists the routes
  /// from the one asked for to the repeated one.
  case redirectLoop(path: [String])
}

extension RouteGuardError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .redirectLoop(let path):
      "The route guards redirect in a loop: \(path.joined(separator: " -> ")). Make the route "
        + "a guard redirects to pass that guard and the others."
    }
  }
}
