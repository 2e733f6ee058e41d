public import Routing

/// The app's first screen, at the root of the navigation stack.
public final class HomeScene: CatalogBased {
  /// The main catalog.
  public static var catalog: SceneCatalog { AppCatalogs.main }

  /// The title a navigation bar would show.
  public let title: String = "Home"

  /// Creates the home screen.
  public init() {}

  /// Renders the home screen.
  ///
  /// - Returns: A line of welcome.
  public func render() -> String { "Welcome to the ModuleBridge sample app." }
}
