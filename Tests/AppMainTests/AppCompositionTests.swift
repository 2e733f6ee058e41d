import BridgeFramework
import ColorServiceModule
import LoginModule
import Routing
import Testing

@testable import AppMain

@MainActor
@Suite("Composition root: events, catalogs and links")
struct AppCompositionTests {
  @Test("Every event type of the app has exactly one handler")
  func everyEventHandled() throws {
    let router = try AppComposition.makeRouter(services: AppServices())
    try router.validate(handles: AppComposition.events)
    #expect(router.registeredEvents.count == AppComposition.events.count)
  }

  @Test("Events cross modules with typed results")
  func typedEvents() async throws {
    let router = try AppComposition.makeRouter(
      services: AppServices(colorService: ColorService(color: .green)))
    let color: RGBColor = try await router.send(ColorEvent.CurrentColor())
    #expect(color == .green)
    let info: UserInfo = try await router.send(LoginEvent.FetchUserInfo(userID: 1))
    #expect(info == UserInfo(id: 1, name: "ada"))
    let scene: LoginScene = try await router.send(LoginEvent.OpenLogin(username: "ada"))
    #expect(scene.username == "ada")
  }

  @Test("A test runs the app's router with one handler replaced, and only that one")
  func replaceOneHandler() async throws {
    let router = try AppComposition.makeRouter(services: AppServices())
    try router.replace(LoginEvent.FetchUserInfo.self, from: "StandIn") { event in
      UserInfo(id: event.userID, name: "stand-in")
    }
    #expect(try await router.send(LoginEvent.FetchUserInfo(userID: 3)).name == "stand-in")
    let scene: LoginScene = try await router.send(LoginEvent.OpenLogin(username: "ada"))
    #expect(scene.username == "ada")
    try router.validate(handles: AppComposition.events)
    // Only a handler that exists can be replaced.
    let empty = EventRouter()
    #expect(
      throws: RouterError.noHandler(
        event: "LoginEvent.FetchUserInfo", registered: [], registrationSite: "the composition root")
    ) {
      try empty.replace(LoginEvent.FetchUserInfo.self, from: "StandIn") { _ in
        UserInfo(id: 0, name: "")
      }
    }
    #expect(empty.registeredEvents.isEmpty)
  }

  @Test("Registering a module twice is refused")
  func duplicateModule() throws {
    let router = try AppComposition.makeRouter(services: AppServices())
    #expect(
      throws: RouterError.duplicateHandler(
        event: "LoginEvent.FetchUserInfo", registeredBy: "LoginModule", rejected: "LoginModule")
    ) { try router.register(LoginService()) }
  }

  @Test("Every route's link turns back into an equal route", arguments: AppRoute.examples)
  func linkRoundTrip(_ route: AppRoute) throws {
    let table = try AppComposition.makeDeepLinks()
    #expect(try table.resolve(try table.link(for: route).string) == route)
    // The table's own check: the round trip, and captures named as the route's values.
    try table.verify([route])
  }

  @Test(
    "A user id that cannot exist opens nothing", arguments: ["app://user/0", "app://user/-1"])
  func impossibleUserIDs(_ link: String) throws {
    let table = try AppComposition.makeDeepLinks()
    let id = String(link.split(separator: "/").last ?? "")
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "id", value: id, expected: "an integer of at least 1")
    ) { try table.resolve(link) }
  }

  @Test("Every colour of the palette has a link, and other names are rejected with the list")
  func colorLinks() throws {
    let table = try AppComposition.makeDeepLinks()
    for color in RGBColor.palette {
      #expect(try table.resolve("app://color/\(color.name)") == .color(color))
    }
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "color", value: "purple", expected: "one of red, green, blue, white")
    ) { try table.resolve("app://color/purple") }
    // A colour outside the palette has no link: its name would not read back.
    #expect(
      throws: DeepLinkError.unprintableRoute(
        route: "color(teal #008080)",
        reason: "'color' would be spelled 'teal', which its type does not read")
    ) {
      try table.link(for: .color(RGBColor(name: "teal", red: 0, green: 128, blue: 128)))
    }
  }

  @Test("Every scene each catalog lists can be instantiated", arguments: AppCatalog.allCases)
  func catalogsInstantiate(_ name: AppCatalog) throws {
    let catalog = name.catalog
    #expect(!catalog.identifiers.isEmpty)
    for identifier in catalog.identifiers {
      let scene = try catalog.instantiate(identifier: identifier)
      #expect(String(describing: type(of: scene)) == identifier.rawValue)
    }
  }

  /// Every catalog-based scene type of the app, listed by hand: a type that names a catalog
  /// which does not list it fails `everyCatalogSceneIsListed`, as a storyboard would crash.
  static let catalogBasedScenes: [any CatalogBased.Type] = [
    HomeScene.self, LoginScene.self, PasswordRecoveryScene.self, RegistrationScene.self,
  ]

  @Test("Every catalog-based scene is listed by the catalog it names, and instantiates itself")
  func everyCatalogSceneIsListed() throws {
    for type in Self.catalogBasedScenes {
      #expect(type.catalog.contains(type.sceneIdentifier), "\(type) is not in \(type.catalog.name)")
      let scene = try type.instantiate()
      #expect(Swift.type(of: scene) == type)
    }
  }

  @Test("The app's catalogs have the seed's names")
  func catalogNames() {
    #expect(
      AppCatalog.allCases.map(\.catalog.name) == [
        "Main", "Login", "PasswordRecovery", "Registration",
      ])
  }
}
