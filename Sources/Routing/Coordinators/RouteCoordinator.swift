/// How opening a route shows it, with what it shows: a route that must be a flow cannot be
/// asked for a scene, so no presentation can fail to match its route.
@MainActor
public enum RoutePresentation {
  /// Back to the stack's root scene.
  case root
  /// This scene, pushed on the stack.
  case push(any HeadlessScene)
  /// This scene, presented modally.
  case present(any HeadlessScene)
  /// This flow, started as a child coordinator on the same stack.
  case flow(Coordinator)
}

/// Why opening a route, or a link, showed nothing. Nothing changed then, except the steps a
/// flow took before it failed.
public enum OpenRouteError: Error, Hashable {
  /// The link was refused before anything navigated.
  case link(DeepLinkError)
  /// The guards redirect in a loop, or too many times.
  case guards(RouteGuardError)
  /// The stack refused the push, presentation or pop.
  case navigation(NavigationError)
  /// The flow's `start()` threw an error other than a ``NavigationError``; its description.
  case flow(reason: String)
}

extension OpenRouteError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .link(let error): "\(error)"
    case .guards(let error): "\(error)"
    case .navigation(let error): "\(error)"
    case .flow(let reason): "The flow did not start: \(reason)"
    }
  }
}

/// A coordinator that opens an app's routes: through its guards, each shown as its
/// presentation says, links resolved by a table, a route a guard redirected from kept until
/// ``resumePending()``.
///
/// An app subclasses it, says how each route is shown in ``presentation(of:)``, and keeps its
/// state (who is logged in) in ``context``, which the guards read:
///
/// ```swift
/// final class AppCoordinator: RouteCoordinator<AppRoute, Session> {
///   override func presentation(of route: AppRoute) -> RoutePresentation {
///     switch route {
///     case .home: .root
///     case .profile(let id): .push(ProfileScene(input: id))
///     case .search(let term, _, _): .push(SearchScene(input: term))
///     case .login: .flow(LoginCoordinator(navigationStack: navigationStack))
///     }
///   }
/// }
/// ```
@MainActor
open class RouteCoordinator<Route: Hashable & Sendable, Context>: Coordinator {
  /// What the guards decide by; the app changes it as its state does.
  public var context: Context

  /// Called after each route opened, with what happened: where a UI adapter learns of it.
  public var onOpen: ((GuardOutcome<Route>) -> Void)?

  /// The route a guard redirected away from, opened by ``resumePending()``.
  public var pendingRoute: Route? { guards.pending }

  private var guards: RouteGuards<Route, Context>
  private let links: DeepLinkTable<Route>?

  /// Creates the coordinator with its stack at `root`.
  ///
  /// - Parameters:
  ///   - root: The stack's root scene, shown by a ``RoutePresentation/root`` route.
  ///   - context: What the guards decide by.
  ///   - guards: The conditions routes must meet, in order.
  ///   - links: The table that turns links into routes, for ``open(link:)``.
  /// - Throws: ``NavigationError/sceneOnAnotherStack(_:)`` when another stack shows `root`.
  public init(
    root: any HeadlessScene, context: Context, guards: [any RouteGuard<Route, Context>] = [],
    links: DeepLinkTable<Route>? = nil
  ) throws(NavigationError) {
    self.context = context
    self.guards = RouteGuards(guards)
    self.links = links
    super.init(navigationStack: try SceneStack(root: root))
  }

  /// Creates the coordinator with its stack at a new scene of type `root`, which no other
  /// stack can show, so nothing can fail.
  ///
  /// - Parameters:
  ///   - root: The type of the stack's root scene, created here.
  ///   - context: What the guards decide by.
  ///   - guards: The conditions routes must meet, in order.
  ///   - links: The table that turns links into routes, for ``open(link:)``.
  public init<Root: InputlessScene>(
    root: Root.Type, context: Context, guards: [any RouteGuard<Route, Context>] = [],
    links: DeepLinkTable<Route>? = nil
  ) {
    self.context = context
    self.guards = RouteGuards(guards)
    self.links = links
    super.init(navigationStack: SceneStack(newRoot: Root()))
  }

  /// How `route` is shown, with a new scene or flow for it. Subclasses override it.
  open func presentation(of route: Route) -> RoutePresentation { .root }

  /// Opens `route`, or the route a guard sends it to; a redirected route waits as
  /// ``pendingRoute``.
  ///
  /// - Returns: What happened.
  /// - Throws: An ``OpenRouteError``; nothing was shown then.
  @discardableResult
  public func open(_ route: Route) throws(OpenRouteError) -> GuardOutcome<Route> {
    let outcome: GuardOutcome<Route>
    do {
      outcome = try guards.open(route, in: context) { destination in try show(destination) }
    } catch let error as RouteGuardError {
      throw .guards(error)
    } catch let error as OpenRouteError {
      throw error
    } catch {
      throw .flow(reason: "\(error)")
    }
    onOpen?(outcome)
    return outcome
  }

  /// Resolves `link` and opens its route, through the same guards as a route opened in the app.
  ///
  /// - Returns: What happened.
  /// - Throws: An ``OpenRouteError``, as ``open(_:)`` does: ``OpenRouteError/link(_:)`` for a
  ///   refused link, which changes nothing. Without a table of links, every link is refused as
  ///   matching no route.
  @discardableResult
  public func open(link: String) throws(OpenRouteError) -> GuardOutcome<Route> {
    let route: Route
    do throws(DeepLinkError) {
      guard let links else { throw .noMatch(path: link) }
      route = try links.resolve(link)
    } catch {
      throw .link(error)
    }
    return try open(route)
  }

  /// Opens the route that waited, through the guards again: once their condition holds (a
  /// user logged in), it is shown.
  ///
  /// - Returns: What happened, or `nil` when no route waited.
  /// - Throws: An ``OpenRouteError``; the route no longer waits then.
  @discardableResult
  public func resumePending() throws(OpenRouteError) -> GuardOutcome<Route>? {
    guard let route = guards.takePending() else { return nil }
    return try open(route)
  }

  /// Forgets the route that waited, as when the user cancels the flow a guard started.
  public func discardPending() {
    _ = guards.takePending()
  }

  /// Shows one route as its presentation says, with no guard.
  private func show(_ route: Route) throws(OpenRouteError) {
    do {
      switch presentation(of: route) {
      case .root:
        // A presented scene makes popToRoot() refuse, as it makes every push refuse.
        if navigationStack.scenes.count > 1 || navigationStack.presented != nil {
          _ = try navigationStack.popToRoot()
        }
      case .push(let scene): try navigationStack.push(scene)
      case .present(let scene): try navigationStack.present(scene)
      case .flow(let flow):
        // Coordinator traps on a flow started twice; a presentation that hands one back is
        // refused here instead.
        guard flow !== self, flow.parent == nil, !flow.isFinished else {
          throw OpenRouteError.flow(
            reason: "the presentation of \(route) gives a flow that was already started; "
              + "make a new one for each route")
        }
        // A NavigationError of its start() is a refused navigation; any other, a failed flow.
        try startChild(flow)
      }
    } catch let error as NavigationError {
      throw .navigation(error)
    } catch let error as OpenRouteError {
      throw error
    } catch {
      throw .flow(reason: "\(error)")
    }
  }
}
