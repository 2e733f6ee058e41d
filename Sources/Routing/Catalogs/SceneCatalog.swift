/// The name of a scene catalog, such as `Login`: a name, not a free-form string.
public struct CatalogName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.init(value) }

  public var description: String { rawValue }
}

/// The identifier a scene is listed under in a catalog, such as `LoginScene`.
public struct SceneIdentifier: Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }

  public init(stringLiteral value: String) { self.init(value) }

  public var description: String { rawValue }

  /// Identifiers sort by their text.
  public static func < (lhs: SceneIdentifier, rhs: SceneIdentifier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The scenes one module can create by identifier: the headless stand-in for one storyboard
/// per feature.
///
/// ```swift
/// let login = SceneCatalog(name: "Login", scenes: [LoginScene.self, RegistrationScene.self])
/// let scene = try login.instantiate(LoginScene.self)
/// ```
public struct SceneCatalog: Sendable {
  public let name: CatalogName

  /// Every identifier the catalog lists, sorted.
  public let identifiers: [SceneIdentifier]

  private let factories: [SceneIdentifier: @MainActor @Sendable () -> any HeadlessScene]

  /// Creates a catalog of scene types.
  ///
  /// - Parameters:
  ///   - name: The catalog's name.
  ///   - scenes: The scene types it lists; their identifiers must differ.
  public init(name: CatalogName, scenes: [any InputlessScene.Type]) {
    var factories: [SceneIdentifier: @MainActor @Sendable () -> any HeadlessScene] = [:]
    for scene in scenes {
      let identifier = scene.sceneIdentifier
      precondition(
        factories[identifier] == nil,
        "Catalog '\(name)' lists two scenes under the identifier '\(identifier)'.")
      factories[identifier] = { scene.init() }
    }
    self.name = name
    self.factories = factories
    identifiers = factories.keys.sorted()
  }

  /// Whether the catalog lists a scene under `identifier`.
  ///
  /// - Returns: `true` if the catalog can create that scene.
  public func contains(_ identifier: SceneIdentifier) -> Bool { factories[identifier] != nil }

  /// Creates the scene listed under `identifier`.
  ///
  /// - Parameters:
  ///   - identifier: The scene's identifier.
  ///   - file: The caller's file, for the error; filled in by the compiler.
  ///   - line: The caller's line, for the error; filled in by the compiler.
  /// - Returns: A new scene.
  /// - Throws: ``CatalogError/sceneNotInCatalog(catalog:identifier:available:file:line:)``.
  @MainActor
  public func instantiate(
    identifier: SceneIdentifier, file: String = #fileID, line: Int = #line
  ) throws(CatalogError) -> any HeadlessScene {
    guard let factory = factories[identifier] else {
      throw .sceneNotInCatalog(
        catalog: name, identifier: identifier, available: identifiers, file: file, line: line)
    }
    return factory()
  }

  /// Creates a scene of type `type`, found by the type's identifier.
  ///
  /// - Parameters:
  ///   - type: The scene type.
  ///   - file: The caller's file, for the error; filled in by the compiler.
  ///   - line: The caller's line, for the error; filled in by the compiler.
  /// - Returns: A new scene of that type.
  /// - Throws: ``CatalogError/sceneNotInCatalog(catalog:identifier:available:file:line:)`` when
  ///   the identifier is not listed; ``CatalogError/typeMismatch(catalog:identifier:expected:found:file:line:)``
  ///   when another type is listed under it.
  @MainActor
  public func instantiate<S: InputlessScene>(
    _ type: S.Type, file: String = #fileID, line: Int = #line
  ) throws(CatalogError) -> S {
    let scene = try instantiate(identifier: S.sceneIdentifier, file: file, line: line)
    guard let typed = scene as? S else {
      throw .typeMismatch(
        catalog: name, identifier: S.sceneIdentifier, expected: String(describing: S.self),
        found: String(describing: Swift.type(of: scene)), file: file, line: line)
    }
    return typed
  }
}
