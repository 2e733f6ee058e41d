/// A scene that cannot exist without its typed input, such as the item a detail scene shows.
///
/// ``SceneStack/push(_:input:)`` takes the scene's type and a value of its `Input`, so a
/// caller that passes the wrong type does not compile.
///
/// ```swift
/// final class ProfileScene: InputScene {
///   let userID: Int
///   init(input: Int) { userID = input }
///   var title: String { "Profile \(userID)" }
///   func render() -> String { "user #\(userID)" }
/// }
/// ```
///
/// ```swift
/// try stack.push(ProfileScene.self, input: 42)
/// ```
@MainActor
public protocol InputScene: HeadlessScene {
  /// The value the scene is built from.
  associatedtype Input

  /// Creates the scene from its input.
  ///
  /// - Parameter input: The value the scene shows or works on.
  init(input: Input)
}

/// A scene that needs no input to be built: `push(_:)` creates it by its type, and a
/// ``SceneCatalog`` by its identifier, the headless stand-in for a view controller in a
/// storyboard.
@MainActor
public protocol InputlessScene: HeadlessScene, SendableMetatype {
  /// Creates the scene, as a catalog or `push(_:)` does.
  init()

  /// The identifier a catalog lists the scene under; the type's name unless the scene says
  /// otherwise.
  nonisolated static var sceneIdentifier: SceneIdentifier { get }
}

extension InputlessScene {
  /// The type's name, for example `LoginScene`, as storyboard identifiers usually are.
  nonisolated public static var sceneIdentifier: SceneIdentifier {
    SceneIdentifier(String(describing: Self.self))
  }
}

extension SceneStack {
  /// Creates a scene of type `type` from `input` and pushes it.
  ///
  /// - Parameters:
  ///   - type: The scene type to create.
  ///   - input: The value the scene is built from; its type is checked by the compiler.
  /// - Returns: The scene that was pushed.
  /// - Throws: ``NavigationError/blockedByModal(operation:modal:)`` while a scene is
  ///   presented; the scene is not created then.
  @discardableResult
  public func push<S: InputScene>(_ type: S.Type, input: S.Input) throws(NavigationError) -> S {
    try checkNoModal(blocking: .push)
    let scene = S(input: input)
    try push(scene)
    return scene
  }

  /// Creates a scene of type `type` and pushes it.
  ///
  /// - Returns: The scene that was pushed.
  /// - Throws: ``NavigationError/blockedByModal(operation:modal:)`` while a scene is
  ///   presented; the scene is not created then.
  @discardableResult
  public func push<S: InputlessScene>(_ type: S.Type) throws(NavigationError) -> S {
    try checkNoModal(blocking: .push)
    let scene = S()
    try push(scene)
    return scene
  }
}

/// The scene a catalog lists, before it and an inputless scene became one concept.
@available(*, deprecated, renamed: "InputlessScene")
public typealias CatalogScene = InputlessScene
