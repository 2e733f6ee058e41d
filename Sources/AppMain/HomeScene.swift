import Routing

/// The app's first screen, at the root of the navigation stack.
final class HomeScene: CatalogBased {
  static var catalog: SceneCatalog { AppCatalog.main.catalog }

  let title: String = "Home"

  init() {}

  /// Renders the home screen.
  ///
  /// - Returns: A line of welcome.
  func render() -> String { "Welcome to the ModuleBridge sample app." }
}
