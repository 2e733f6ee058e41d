/// A scene that navigates by itself, as a view controller does through its navigation controller.
///
/// A navigation stack sets ``navigationStack`` when it shows the scene and clears it when the
/// scene leaves; conformers declare it `weak` so that a scene never keeps its stack alive.
///
/// ```swift
/// final class HomeScene: Navigable {
///   weak var navigationStack: NavigationStack?
///   let title: String = "Home"
///   func render() -> String { "" }
///   func openDetail() throws(NavigationError) { try push(to: ShopRoute.product(id: 7)) }
/// }
/// ```
@MainActor
public protocol Navigable: Scene {
  /// The stack that shows this scene, or `nil` when none does; declare it `weak`.
  var navigationStack: NavigationStack? { get set }
}

extension Navigable {
  /// Builds the scene of `route` and pushes it on this scene's stack.
  ///
  /// - Parameter route: Where to go.
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene,
  ///   or the errors of ``NavigationStack/push(_:)``.
  public func push<Route: SceneRoute>(to route: Route) throws(NavigationError)
  where Route.Context == Void {
    try stack().push(route)
  }

  /// Creates a scene that needs typed input and pushes it on this scene's stack.
  ///
  /// - Parameters:
  ///   - type: The scene type to create.
  ///   - input: The value the scene is built from.
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene,
  ///   or the errors of ``NavigationStack/push(_:)``.
  public func push<S: InputScene>(to type: S.Type, input: S.Input) throws(NavigationError) {
    try stack().push(type, input: input)
  }

  /// Creates a scene that needs no input and pushes it on this scene's stack.
  ///
  /// - Parameter type: The scene type to create.
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene,
  ///   or the errors of ``NavigationStack/push(_:)``.
  public func push<S: InputlessScene>(to type: S.Type) throws(NavigationError) {
    try stack().push(type)
  }

  /// Pops this scene's stack by one scene, or down to its root.
  ///
  /// - Parameter toRoot: Whether to pop every scene above the root.
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene,
  ///   or the errors of ``NavigationStack/pop()`` and ``NavigationStack/popToRoot()``.
  public func pop(toRoot: Bool = false) throws(NavigationError) {
    let stack = try stack()
    if toRoot {
      try stack.popToRoot()
    } else {
      try stack.pop()
    }
  }

  private func stack() throws(NavigationError) -> NavigationStack {
    guard let navigationStack else { throw .notInNavigationStack(SceneRecord(self)) }
    return navigationStack
  }
}
