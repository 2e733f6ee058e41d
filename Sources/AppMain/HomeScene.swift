import Routing

/// The app's first screen, at the root of the navigation stack.
final class HomeScene: CatalogBased {
  /// The main catalog.
  static var catalog: SceneCatalog { AppCatalog.main.catalog }

  /// The title a navigation bar would show.
  let title: String = "Home"

  /// Creates the home screen.
  init() {}

  /// Renders the home screen.
  ///
  /// - Returns: A line of welcome.
  func render() -> String { "Welcome to the ModuleBridge sample app." }
}
