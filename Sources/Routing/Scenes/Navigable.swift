/// A scene that navigates by itself, as a view controller does through its navigation controller.
///
/// A navigation stack sets ``navigationStack`` when it shows the scene and clears it when the
/// scene leaves; conformers declare it `weak` so that a scene never keeps its stack alive.
///
/// ```swift
/// final class HomeScene: Navigable {
///   weak var navigationStack: SceneStack?
///   let title: String = "Home"
///   func render() -> String { "" }
///   func openDetail() throws(NavigationError) { try push(to: StoreRoute.product(id: 7)) }
/// }
/// ```
@MainActor
public protocol Navigable: HeadlessScene {
  /// The stack that shows this scene, or `nil` when none does; declare it `weak`.
  var navigationStack: SceneStack? { get set }
}

extension Navigable {
  /// Builds the scene of `route` and pushes it on this scene's stack.
  ///
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene,
  ///   or the errors of ``SceneStack/push(_:)->()``.
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
  ///   or the errors of ``SceneStack/push(_:)->()``.
  public func push<S: InputScene>(to type: S.Type, input: S.Input) throws(NavigationError) {
    try stack().push(type, input: input)
  }

  /// Creates a scene that needs no input and pushes it on this scene's stack.
  ///
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene,
  ///   or the errors of ``SceneStack/push(_:)->()``.
  public func push<S: InputlessScene>(to type: S.Type) throws(NavigationError) {
    try stack().push(type)
  }

  /// Pops this scene off its stack, or pops the stack down to its root.
  ///
  /// - Parameter toRoot: Whether to pop every scene above the root instead.
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene;
  ///   ``NavigationError/blockedByModal(operation:modal:)`` while a scene is presented, this
  ///   one included; ``NavigationError/notOnTop(_:top:)`` when another scene is above this one
  ///   on the stack, which a pop would remove instead; or the errors of ``SceneStack/pop()``
  ///   and ``SceneStack/popToRoot()``.
  public func pop(toRoot: Bool = false) throws(NavigationError) {
    let stack = try stack()
    if toRoot {
      try stack.popToRoot()
    } else {
      // A modal scene blocks every pop, this scene's own included, as it does the stack's.
      try stack.checkNoModal(blocking: .pop)
      guard stack.top === self else {
        throw .notOnTop(SceneRecord(self), top: SceneRecord(stack.top))
      }
      try stack.pop()
    }
  }

  /// Presents a scene modally over this scene's stack.
  ///
  /// - Parameter scene: A scene instance that is not shown yet.
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene,
  ///   or the errors of ``SceneStack/present(_:)``.
  public func present(_ scene: any HeadlessScene) throws(NavigationError) {
    try stack().present(scene)
  }

  /// Dismisses this scene, which its stack presents.
  ///
  /// - Throws: ``NavigationError/notInNavigationStack(_:)`` when no stack shows this scene;
  ///   ``NavigationError/nothingPresented(top:)`` when nothing is presented;
  ///   ``NavigationError/notOnTop(_:top:)`` when another scene is presented.
  public func dismiss() throws(NavigationError) {
    let stack = try stack()
    guard let presented = stack.presented else {
      throw .nothingPresented(top: SceneRecord(stack.top))
    }
    guard presented === self else {
      throw .notOnTop(SceneRecord(self), top: SceneRecord(presented))
    }
    try stack.dismiss()
  }

  private func stack() throws(NavigationError) -> SceneStack {
    guard let navigationStack else { throw .notInNavigationStack(SceneRecord(self)) }
    return navigationStack
  }
}
