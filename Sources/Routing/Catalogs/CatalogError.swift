/// Why a catalog could not create a scene: the headless form of a storyboard-identifier crash.
public enum CatalogError: Error, Hashable, Sendable {
  /// The catalog lists no scene under the identifier.
  case sceneNotInCatalog(
    catalog: CatalogName, identifier: SceneIdentifier, available: [SceneIdentifier],
    file: String, line: Int)
  /// The catalog lists a scene of another type under the identifier.
  case typeMismatch(
    catalog: CatalogName, identifier: SceneIdentifier, expected: String, found: String,
    file: String, line: Int)
}

extension CatalogError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .sceneNotInCatalog(let catalog, let identifier, let available, let file, let line):
      "\(file):\(line): catalog '\(catalog)' has no scene '\(identifier)'. "
        + "It lists: \(available.isEmpty ? "nothing" : available.map(\.rawValue).joined(separator: ", ")). "
        + "Add the scene to the catalog, or instantiate it from the catalog that lists it."
    case .typeMismatch(let catalog, let identifier, let expected, let found, let file, let line):
      "\(file):\(line): catalog '\(catalog)' lists '\(identifier)' as \(found), not \(expected). "
        + "Give each scene type its own identifier."
    }
  }
}
