import BridgeFramework
import LoginModule
public import Routing

/// Every destination of the app: the enum router that composes the feature modules.
///
/// Callers name a case and its data; only this file knows which module's scene each case
/// becomes and which service that scene needs.
public enum AppRoute: SceneRoute, Hashable {
  /// The app's home screen.
  case home
  /// `BridgeFramework`'s screen, coloured by the app's `ColorService`.
  case bridge
  /// The login form, optionally prefilled; shown modally.
  case login(username: String?)
  /// The profile of the user with this id.
  case userProfile(id: Int)

  /// How a route's scene is shown.
  public enum Presentation: Hashable, Sendable {
    /// Pushed on the navigation stack.
    case push
    /// Presented modally over the stack.
    case modal
  }

  /// Whether the route's scene is pushed or presented.
  public var presentation: Presentation {
    switch self {
    case .login: .modal
    case .home, .bridge, .userProfile: .push
    }
  }

  /// Builds the route's scene from the module that owns it, injecting the services it needs.
  ///
  /// - Parameter services: The app's services.
  /// - Returns: A new scene, not yet shown.
  @MainActor
  public func makeScene(in services: AppServices) -> any Scene {
    switch self {
    case .home: HomeScene()
    case .bridge: BridgeViewController(colorService: services.colorService)
    case .login(let username): LoginScene(input: username)
    case .userProfile(let id): UserProfileScene(input: id)
    }
  }
}

extension AppRoute {
  /// One value of each case, for listings and for tests that resolve every route.
  public static let examples: [AppRoute] = [
    .home, .bridge, .login(username: "ada"), .login(username: nil), .userProfile(id: 42),
  ]
}
