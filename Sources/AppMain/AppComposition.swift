import BridgeFramework
import ColorServiceModule
import LoginModule
import Routing

/// The composition root: where the modules' services, events, catalogs and links meet.
///
/// Registration is explicit here, not done by each module at load time, so that the order is
/// visible, a test can build the same router, and nothing the linker strips can silently
/// unregister a module.
enum AppComposition {
  /// The app's URL scheme.
  static let scheme = "app"

  /// Every event type the app sends; each must have exactly one handler.
  static let events: [any ModuleEvent.Type] = LoginEvent.all + ColorEvent.all

  /// Creates the router and registers every module's service.
  ///
  /// - Returns: A router that handles every event in ``events``.
  /// - Throws: ``RouterError/duplicateHandler(event:registeredBy:rejected:)`` if two modules
  ///   claim one event.
  static func makeRouter(services: AppServices) throws(RouterError) -> EventRouter {
    let router = EventRouter(registrationSite: "AppComposition.makeRouter()")
    try router.register(LoginService())
    try router.register(services.colorService)
    return router
  }

  /// Builds the table of the app's deep links: each link's shape, once, for both parsing and
  /// printing.
  ///
  /// - Returns: The table.
  /// - Throws: ``DeepLinkError/ambiguousPatterns(_:_:)`` if two patterns overlap.
  static func makeDeepLinks() throws(DeepLinkError) -> DeepLinkTable<AppRoute> {
    try DeepLinkTable(
      scheme: scheme,
      [
        .init("home", .home),
        .init("bridge", .bridge),
        .init("color/{color}", AppRoute.color),
        .init("login?username", AppRoute.login),
        .init("user/{id in 1...}", AppRoute.userProfile),
      ])
  }
}

/// The app's scene catalogs by name: one per feature flow, as storyboards would be.
enum AppCatalog: String, CaseIterable, Sendable {
  /// The app's own scenes.
  case main
  /// The login flow.
  case login
  /// The password recovery flow.
  case passwordRecovery
  /// The registration flow.
  case registration

  /// The catalog of `AppMain`'s own scenes; the others are their modules'.
  private static let mainCatalog = SceneCatalog(name: "Main", scenes: [HomeScene.self])

  /// The catalog this name stands for.
  var catalog: SceneCatalog {
    switch self {
    case .main: Self.mainCatalog
    case .login: LoginCatalogs.login
    case .passwordRecovery: LoginCatalogs.passwordRecovery
    case .registration: LoginCatalogs.registration
    }
  }
}
