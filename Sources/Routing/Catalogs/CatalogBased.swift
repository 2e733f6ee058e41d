/// An inputless scene that names its own catalog, so it can create itself: `LoginScene.instantiate()`.
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
public protocol CatalogBased: InputlessScene {
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
