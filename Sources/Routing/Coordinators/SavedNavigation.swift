/// A coordinator's navigation as links, to save when the app goes to the background and
/// restore after a relaunch, as `NavigationPath.CodableRepresentation` does for SwiftUI.
///
/// Each route is saved as its canonical link, the text the coordinator's table prints and
/// resolves, so a saved navigation outlives changes to the route type that keep its links.
///
/// ```swift
/// let data = try JSONEncoder().encode(coordinator.savedNavigation())
/// // ... after a relaunch ...
/// try coordinator.restore(JSONDecoder().decode(SavedNavigation.self, from: data))
/// ```
public struct SavedNavigation: Codable, Hashable, Sendable {
  /// One stack: the links of the routes pushed on it, bottom first, and of the one presented.
  public struct Stack: Codable, Hashable, Sendable {
    /// The stack's name: a tab's raw value; `nil` for a coordinator of one stack.
    public var name: String?
    /// The routes pushed over the root scene, bottom first, as links.
    public var links: [String]
    /// The route presented over the stack, as a link.
    public var presented: String?

    public init(name: String?, links: [String], presented: String? = nil) {
      self.name = name
      self.links = links
      self.presented = presented
    }
  }

  /// The stacks, in the coordinator's order.
  public var stacks: [Stack]
  /// The name of the stack that was selected; `nil` for a coordinator of one stack.
  public var selected: String?

  public init(stacks: [Stack], selected: String?) {
    self.stacks = stacks
    self.selected = selected
  }
}

/// Why navigation was not saved, or not all of it restored.
public enum RestorationError: Error, Hashable, Sendable {
  /// The coordinator has no table of links to save routes with or read them from.
  case noLinkTable
  /// A shown route has no link: the table's error for it. Nothing was saved.
  case unprintableRoute(DeepLinkError)
  /// These links were left out; every other one was restored.
  case refused([RestorationRefusal])
}

/// One saved link that was not restored, and why.
public struct RestorationRefusal: Hashable, Sendable {
  /// Why a link was not restored.
  public enum Reason: Hashable, Sendable {
    /// The table no longer resolves it: the route or its values are gone.
    case link(DeepLinkError)
    /// A guard sends it elsewhere now (a user who logged out); the route is named.
    case redirected(to: String)
    /// The guards redirect in a loop, or too many times.
    case guards(RouteGuardError)
    /// Its route is no longer pushed or presented on this stack.
    case notRestorable(reason: String)
    /// Opening it failed as ``OpenRouteError`` says.
    case open(OpenRouteError)
    /// The saved stack's name is not one of the coordinator's stacks.
    case unknownStack
  }

  /// The saved stack's name; `nil` for a coordinator of one stack.
  public let stack: String?
  /// The saved link.
  public let link: String
  public let reason: Reason

  public init(stack: String?, link: String, reason: Reason) {
    self.stack = stack
    self.link = link
    self.reason = reason
  }
}

extension RestorationError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .noLinkTable:
      "Navigation cannot be saved or restored: the coordinator has no table of links."
    case .unprintableRoute(let error):
      "Navigation was not saved: \(error)"
    case .refused(let refusals):
      "\(refusals.count) saved link\(refusals.count == 1 ? " was" : "s were") not restored: "
        + refusals.map(\.description).joined(separator: "; ")
    }
  }
}

extension RestorationRefusal: CustomStringConvertible {
  public var description: String {
    let place = stack.map { " on \($0)" } ?? ""
    let why: String =
      switch reason {
      case .link(let error): "\(error)"
      case .redirected(let route): "a guard sends it to \(route) now"
      case .guards(let error): "\(error)"
      case .notRestorable(let reason): reason
      case .open(let error): "\(error)"
      case .unknownStack: "the coordinator has no such stack"
      }
    return "\(link)\(place): \(why)"
  }
}
