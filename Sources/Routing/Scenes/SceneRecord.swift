/// A value that names one scene at one moment: its title and its type.
///
/// Transitions and errors carry records, not scenes, so that they are `Sendable`, comparable
/// and printable from any context.
public struct SceneRecord: Hashable, Sendable {
  /// The scene's title when the record was taken.
  public let title: String

  /// The unqualified name of the scene's type, for example `LoginScene`.
  public let typeName: String

  /// Creates a record from its parts.
  ///
  /// - Parameters:
  ///   - title: The scene's title.
  ///   - typeName: The unqualified name of the scene's type.
  public init(title: String, typeName: String) {
    self.title = title
    self.typeName = typeName
  }

  /// Creates a record of a scene as it is now.
  @MainActor
  public init(_ scene: any HeadlessScene) {
    self.init(title: scene.title, typeName: String(describing: type(of: scene)))
  }
}

extension SceneRecord: CustomStringConvertible {
  public var description: String { "\(title) (\(typeName))" }
}
