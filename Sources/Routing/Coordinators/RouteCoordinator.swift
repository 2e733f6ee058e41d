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
  /// The table that turns links into routes, and routes into the links navigation is saved as.
  public let links: DeepLinkTable<Route>?
  /// The routes each stack shows by push or presentation, by the stack's identity, so that
  /// navigation can be saved as links.
  private var shown: [ObjectIdentifier: ShownRoutes<Route>] = [:]

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

  /// Creates the coordinator over `stack`, for a coordinator of several stacks.
  init(
    stack: SceneStack, context: Context, guards: [any RouteGuard<Route, Context>],
    links: DeepLinkTable<Route>?
  ) {
    self.context = context
    self.guards = RouteGuards(guards)
    self.links = links
    super.init(navigationStack: stack)
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

  /// The navigation as links, to save (it is `Codable`) and restore after a relaunch: the
  /// routes the stack shows by push and presentation, each as its canonical link.
  ///
  /// - Throws: ``RestorationError/noLinkTable`` for a coordinator without a table of links;
  ///   ``RestorationError/unprintableRoute(_:)`` for a shown route the table cannot print.
  open func savedNavigation() throws(RestorationError) -> SavedNavigation {
    SavedNavigation(stacks: [try savedStack(navigationStack, name: nil)], selected: nil)
  }

  /// Shows the routes of `saved` again, after taking the stack back to its root: each link
  /// resolved, let through by the guards as they stand now, and shown as its presentation
  /// says. What no longer resolves or opens is left out; the rest is restored, in order.
  ///
  /// - Throws: ``RestorationError/refused(_:)`` naming each link left out and why, after
  ///   restoring the others; ``RestorationError/noLinkTable`` without a table (nothing changes).
  open func restore(_ saved: SavedNavigation) throws(RestorationError) {
    guard links != nil else { throw .noLinkTable }
    var refused: [RestorationRefusal] = []
    for stack in saved.stacks {
      guard stack.name == nil else {
        refused += (stack.links + [stack.presented].compactMap { $0 }).map {
          RestorationRefusal(stack: stack.name, link: $0, reason: .unknownStack)
        }
        continue
      }
      refused += restore(stack, on: navigationStack)
    }
    if !refused.isEmpty { throw .refused(refused) }
  }

  /// The stack that shows `route`: the coordinator's own. A coordinator of several stacks
  /// answers with the route's stack.
  func stack(showing route: Route) -> SceneStack { navigationStack }

  /// Called after `route` was shown on `stack`: a coordinator of several stacks selects it.
  func didShow(_ route: Route, on stack: SceneStack) {}

  /// Shows one route as its presentation says, with no guard.
  private func show(_ route: Route) throws(OpenRouteError) {
    try show(route, as: presentation(of: route))
  }

  /// Shows one route as `presentation`, made for it once, with no guard.
  private func show(_ route: Route, as presentation: RoutePresentation) throws(OpenRouteError) {
    let stack = stack(showing: route)
    do {
      switch presentation {
      case .root:
        // A presented scene makes popToRoot() refuse, as it makes every push refuse.
        if stack.scenes.count > 1 || stack.presented != nil {
          _ = try stack.popToRoot()
        }
        shown[ObjectIdentifier(stack)] = nil
      case .push(let scene):
        try stack.push(scene)
        // Routes whose scenes left the stack are dropped, so the records never outgrow it.
        var records = shown[ObjectIdentifier(stack)] ?? ShownRoutes()
        records.pushed.removeAll { record in
          !stack.scenes.contains { $0 === record.scene } || record.scene === scene
        }
        records.pushed.append(ShownRoute(route: route, scene: scene))
        shown[ObjectIdentifier(stack)] = records
      case .present(let scene):
        try stack.present(scene)
        shown[ObjectIdentifier(stack), default: ShownRoutes()].presented = ShownRoute(
          route: route, scene: scene)
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
    didShow(route, on: stack)
  }

  // MARK: Saving and restoring

  /// The links of the routes `stack` shows by push and presentation, bottom first: a route
  /// counts while its scene is on the stack, however it left (a pop in the app, a swipe).
  ///
  /// - Throws: ``RestorationError/noLinkTable`` without a table;
  ///   ``RestorationError/unprintableRoute(_:)`` for a route the table cannot print.
  func savedStack(_ stack: SceneStack, name: String?) throws(RestorationError)
    -> SavedNavigation.Stack
  {
    guard let links else { throw .noLinkTable }
    let records = shown[ObjectIdentifier(stack)] ?? ShownRoutes()
    let pushed = stack.scenes.dropFirst().compactMap { scene in
      records.pushed.last { $0.scene === scene }?.route
    }
    let presented = records.presented.flatMap { record in
      stack.presented.map { $0 === record.scene } == true ? record.route : nil
    }
    do throws(DeepLinkError) {
      var saved = SavedNavigation.Stack(name: name, links: [])
      for route in pushed { saved.links.append(try links.link(for: route).string) }
      if let presented { saved.presented = try links.link(for: presented).string }
      return saved
    } catch {
      throw .unprintableRoute(error)
    }
  }

  /// Shows each route of `saved` on `stack`, after taking the stack back to its root: each
  /// link resolved by the table and let through by the guards as they stand now, and shown
  /// by the route's presentation on this stack.
  ///
  /// - Returns: The links not restored and why; every other link is shown, in order.
  func restore(_ saved: SavedNavigation.Stack, on stack: SceneStack) -> [RestorationRefusal] {
    if stack.presented != nil { _ = try? stack.dismiss() }
    if stack.scenes.count > 1 { _ = try? stack.popToRoot() }
    shown[ObjectIdentifier(stack)] = nil
    let items =
      saved.links.map { (link: $0, presents: false) }
      + [saved.presented].compactMap { $0 }.map { (link: $0, presents: true) }
    return items.compactMap { item in
      restore(item.link, presents: item.presents, on: stack).map {
        RestorationRefusal(stack: saved.name, link: item.link, reason: $0)
      }
    }
  }

  /// Shows the route of `link` on `stack`, pushed or presented as it was saved; or why not.
  private func restore(_ link: String, presents: Bool, on stack: SceneStack)
    -> RestorationRefusal.Reason?
  {
    let route: Route
    do throws(DeepLinkError) {
      guard let links else { throw .noMatch(path: link) }
      route = try links.resolve(link)
    } catch {
      return .link(error)
    }
    do throws(RouteGuardError) {
      let destination = try guards.destination(for: route, in: context)
      if destination != route { return .redirected(to: String(describing: destination)) }
    } catch {
      return .guards(error)
    }
    guard self.stack(showing: route) === stack else {
      return .notRestorable(reason: "the route opens on another stack now")
    }
    // Made once: its scene is the one shown.
    let presentation = presentation(of: route)
    switch presentation {
    case .push where !presents, .present where presents: break
    case .root, .flow:
      return .notRestorable(reason: "its presentation is no longer a pushed or presented scene")
    case .push, .present:
      return .notRestorable(reason: "its presentation changed between pushed and presented")
    }
    do throws(OpenRouteError) {
      try show(route, as: presentation)
    } catch {
      return .open(error)
    }
    return nil
  }
}

/// One route shown by push or presentation, and the scene that shows it.
@MainActor
private struct ShownRoute<Route> {
  let route: Route
  weak var scene: (any HeadlessScene)?
}

/// The routes one stack shows: pushed, bottom first, and presented.
@MainActor
private struct ShownRoutes<Route> {
  var pushed: [ShownRoute<Route>] = []
  var presented: ShownRoute<Route>?
}
