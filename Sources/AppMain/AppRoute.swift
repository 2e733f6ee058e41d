import BridgeFramework
import ColorServiceModule
import LoginModule
import Routing

/// Every destination of the app: the enum router that composes the feature modules.
///
/// Callers name a case and its data; only this file knows which module's scene each case
/// becomes and which service that scene needs.
enum AppRoute: SceneRoute, Hashable {
  /// The app's home screen.
  case home
  /// `BridgeFramework`'s screen, coloured by the app's `ColorService`.
  case bridge
  /// `BridgeFramework`'s screen in a colour of the palette, as a preview.
  case color(RGBColor)
  /// The login form, optionally prefilled; shown modally.
  case login(username: String?)
  /// The profile of the user with this id; requires a logged-in user.
  case userProfile(id: Int)

  /// How opening a route shows its scene.
  enum Presentation: Hashable, Sendable {
    /// The stack's root: opening the route returns to it instead of stacking a second one.
    case root
    /// Pushed on the navigation stack.
    case push
    /// Shown by a child coordinator of the module that owns it (``makeFlow(on:)``), which
    /// presents the scene modally and finishes when the user is done.
    case flow
  }

  /// How opening the route shows its scene.
  var presentation: Presentation {
    switch self {
    case .home: .root
    case .login: .flow
    case .bridge, .color, .userProfile: .push
    }
  }

  /// Whether only a logged-in user may open the route.
  var requiresLogin: Bool {
    switch self {
    case .userProfile: true
    case .home, .bridge, .color, .login: false
    }
  }

  /// Builds the route's scene from the module that owns it, injecting the services it needs.
  ///
  /// - Returns: A new scene, not yet shown.
  @MainActor
  func makeScene(in services: AppServices) -> any HeadlessScene {
    switch self {
    case .home: HomeScene()
    case .bridge: BridgeViewController(colorService: services.colorService)
    case .color(let color): BridgeViewController(colorService: ColorService(color: color))
    case .login(let username): LoginScene(input: username)
    case .userProfile(let id): UserProfileScene(input: id)
    }
  }

  /// The coordinator that shows a ``Presentation/flow`` route, not yet started.
  ///
  /// - Precondition: `presentation` is `.flow`; the other routes are scenes (``makeScene(in:)``).
  @MainActor
  func makeFlow(on navigationStack: SceneStack) -> Coordinator {
    switch self {
    case .login(let username):
      LoginCoordinator(navigationStack: navigationStack, username: username)
    case .home, .bridge, .color, .userProfile:
      preconditionFailure("\(self) is shown as a scene, not by a flow")
    }
  }

  /// One value of each case, for listings and for tests that resolve every route.
  static let examples: [AppRoute] = [
    .home, .bridge, .color(.blue), .login(username: "ada"), .login(username: nil),
    .userProfile(id: 42),
  ]
}

extension AppRoute: CustomStringConvertible {
  /// The route as Swift code would name it, for example `.userProfile(id: 42)`.
  var description: String {
    switch self {
    case .home: ".home"
    case .bridge: ".bridge"
    case .color(let color): ".color(.\(color.name))"
    case .login(let username): ".login(username: \(username.map { "\"\($0)\"" } ?? "nil"))"
    case .userProfile(let id): ".userProfile(id: \(id))"
    }
  }
}
