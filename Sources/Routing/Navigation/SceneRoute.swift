/// A destination that builds its own scene: typically an enum whose cases carry the scene's data.
///
/// Callers name a case, never a scene type, so a module can hide its scenes behind one enum.
/// `Context` is what the routes need to build their scenes (services to inject); routes that
/// need nothing leave it `Void`.
///
/// ```swift
/// enum StoreRoute: SceneRoute {
///   case catalog
///   case product(id: Int)
///
///   func makeScene(in context: Void) -> any HeadlessScene {
///     switch self {
///     case .catalog: ShopScene()
///     case .product(let id): ProductScene(input: id)
///     }
///   }
/// }
/// ```
public protocol SceneRoute: Sendable {
  /// The dependencies the routes need to build their scenes; `Void` when they need none.
  associatedtype Context = Void

  /// Builds the scene this route leads to.
  ///
  /// - Parameter context: The dependencies to inject into the scene.
  /// - Returns: A new scene, not yet shown.
  @MainActor
  func makeScene(in context: Context) -> any HeadlessScene
}

extension SceneRoute where Context == Void {
  /// Builds the scene this route leads to.
  ///
  /// - Returns: A new scene, not yet shown.
  @MainActor
  public func makeScene() -> any HeadlessScene { makeScene(in: ()) }
}

extension SceneStack {
  /// Builds the scene of `route` with `context` and pushes it.
  ///
  /// - Parameters:
  ///   - route: Where to go.
  ///   - context: The dependencies the route's scene needs.
  /// - Returns: The scene that was pushed.
  /// - Throws: ``NavigationError/blockedByModal(operation:modal:)`` while a scene is
  ///   presented; the route's scene is not built then.
  @discardableResult
  public func push<Route: SceneRoute>(
    _ route: Route,
    in context: Route.Context
  ) throws(NavigationError) -> any HeadlessScene {
    try checkNoModal(blocking: .push)
    let scene = route.makeScene(in: context)
    try push(scene)
    return scene
  }

  /// Builds the scene of a route that needs no context and pushes it.
  ///
  /// - Returns: The scene that was pushed.
  /// - Throws: ``NavigationError/blockedByModal(operation:modal:)`` while a scene is presented.
  @discardableResult
  public func push<Route: SceneRoute>(
    _ route: Route
  ) throws(NavigationError) -> any HeadlessScene where Route.Context == Void {
    try push(route, in: ())
  }
}
