public import Routing

/// The app's navigation: one stack and the services its routes need, owned at the root.
///
/// ```swift
/// let navigator = AppNavigator(services: AppServices())
/// try navigator.open(.bridge)
/// print(navigator.stack.snapshot)
/// ```
@MainActor
public final class AppNavigator {
  /// The stack that shows the app's scenes; its root is the home scene.
  public let stack: NavigationStack

  /// The services that routes inject into their scenes.
  public let services: AppServices

  /// Creates a navigator whose stack starts at the home scene.
  ///
  /// - Parameter services: The services that routes inject into their scenes.
  public init(services: AppServices) {
    self.services = services
    stack = NavigationStack(root: AppRoute.home.makeScene(in: services))
  }

  /// Shows a route's scene: pushed, or presented when the route is modal.
  ///
  /// - Parameter route: Where to go.
  /// - Returns: The scene that is now visible.
  /// - Throws: The ``NavigationError`` of the refused push or presentation; nothing changes then.
  @discardableResult
  public func open(_ route: AppRoute) throws(NavigationError) -> any Scene {
    switch route.presentation {
    case .push:
      return try stack.push(route, in: services)
    case .modal:
      let scene = route.makeScene(in: services)
      try stack.present(scene)
      return scene
    }
  }
}
