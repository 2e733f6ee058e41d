/// A scene that is handed typed parameters just before it is shown.
///
/// Unlike an ``InputScene``, the scene already exists; ``SceneStack/show(_:params:)``
/// passes it `Parameters` and pushes it. Scenes whose `Parameters` is `Void` get an empty
/// `setUp(with:)` for free.
///
/// ```swift
/// final class DetailScene: ConfigurableScene {
///   private(set) var text: String?
///   let title: String = "Detail"
///   func setUp(with parameters: String) { text = parameters }
///   func render() -> String { text ?? "" }
/// }
/// ```
///
/// ```swift
/// try stack.show(DetailScene(), params: "anything")
/// ```
@MainActor
public protocol ConfigurableScene: HeadlessScene {
  /// The type of the value the scene receives before it is shown; `Void` when it needs none.
  associatedtype Parameters = Void

  /// Receives the parameters; called once, just before the scene is pushed.
  ///
  /// - Parameter parameters: The values the scene shows or works on.
  func setUp(with parameters: Parameters)
}

extension ConfigurableScene where Parameters == Void {
  /// Does nothing: a scene without parameters has nothing to set up.
  public func setUp(with parameters: Void) {}
}

extension SceneStack {
  /// Hands `params` to `scene` and pushes it.
  ///
  /// - Parameters:
  ///   - scene: A scene instance that is not shown yet.
  ///   - params: The parameters of the scene's own `Parameters` type.
  /// - Throws: The errors of ``push(_:)->()``; the scene is not set up when the push is refused.
  public func show<S: ConfigurableScene>(_ scene: S, params: S.Parameters) throws(NavigationError) {
    try checkCanPush(scene)
    scene.setUp(with: params)
    try push(scene)
  }

  /// Sets up a scene that takes no parameters and pushes it.
  ///
  /// - Parameter scene: A scene instance that is not shown yet.
  /// - Throws: The errors of ``push(_:)->()``.
  public func show<S: ConfigurableScene>(_ scene: S) throws(NavigationError)
  where S.Parameters == Void {
    try show(scene, params: ())
  }
}
