/// A scene that a ``SceneCatalog`` can create by its identifier: the headless stand-in for a
/// view controller in a storyboard.
///
/// It is an ``InputlessScene`` with an identifier, which defaults to the type's name, as
/// storyboard identifiers usually are; like any inputless scene it can be pushed by its type.
@MainActor
public protocol CatalogScene: InputlessScene, SendableMetatype {
  /// The identifier the scene is listed under; the type's name unless the scene says otherwise.
  nonisolated static var sceneIdentifier: SceneIdentifier { get }
}

extension CatalogScene {
  /// The type's name, for example `LoginScene`.
  nonisolated public static var sceneIdentifier: SceneIdentifier {
    SceneIdentifier(String(describing: Self.self))
  }
}

/// A catalog scene that names its own catalog, so it can create itself: `LoginScene.instantiate()`.
///
/// ```swift
/// extension LoginScene: CatalogBased {
///   static var catalog: SceneCatalog { LoginCatalogs.login }
/// }
/// ```
///
/// ```swift
/// let login = try LoginScene.instantiate()
/// ```
@MainActor
public protocol CatalogBased: CatalogScene {
  /// The catalog that lists this scene.
  static var catalog: SceneCatalog { get }
}

extension CatalogBased {
  /// Creates the scene through its catalog.
  ///
  /// - Parameters:
  ///   - file: The caller's file, for the error; filled in by the compiler.
  ///   - line: The caller's line, for the error; filled in by the compiler.
  /// - Returns: A new scene.
  /// - Throws: ``CatalogError`` when the catalog does not list the scene under its identifier.
  public static func instantiate(file: String = #fileID, line: Int = #line) throws(CatalogError)
    -> Self
  {
    try catalog.instantiate(Self.self, file: file, line: line)
  }
}
