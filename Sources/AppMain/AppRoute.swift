import BridgeFramework
import ColorServiceModule
import LoginModule
import Routing

/// Every destination of the app: the enum router that composes the feature modules.
///
/// Callers name a case and its data; only this file knows which module's scene each case
/// becomes and which service that scene needs.
enum AppRoute: Hashable, Sendable {
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

  /// Whether only a logged-in user may open the route.
  var requiresLogin: Bool {
    switch self {
    case .userProfile: true
    case .home, .bridge, .color, .login: false
    }
  }

  /// How opening the route shows it, with a new scene or flow from the module that owns it,
  /// injected with the services it needs: the root, a pushed scene, or a module's flow (login
  /// presents its scene and finishes when the user is done).
  @MainActor
  func presentation(in services: AppServices, on navigationStack: SceneStack)
    -> RoutePresentation
  {
    switch self {
    case .home: .root
    case .bridge: .push(BridgeViewController(colorService: services.colorService))
    case .color(let color): .push(BridgeViewController(colorService: ColorService(color: color)))
    case .login(let username):
      .flow(LoginCoordinator(navigationStack: navigationStack, username: username))
    case .userProfile(let id): .push(UserProfileScene(input: id))
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
