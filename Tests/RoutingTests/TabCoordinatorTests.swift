import Foundation
import Routing
import Testing

/// The tabs of a recipes app.
enum KitchenTab: String, CaseIterable, Sendable {
  case recipes, search, account
}

/// The routes of a recipes app: each names its tab through the coordinator; checkout needs a
/// signed-in user.
enum KitchenRoute: Hashable, Sendable {
  case recipe(id: Int)
  case category(name: String)
  case search(term: String)
  case orders
  case checkout
  case signIn
  case notes
}

/// Checkout is for a signed-in user only.
struct KitchenSignedIn: RouteGuard {
  func redirect(for route: KitchenRoute, in signedIn: Bool) -> KitchenRoute? {
    route == .checkout && !signedIn ? .signIn : nil
  }
}

/// The app's coordinator: three tabs, one guard, a sign-in flow on the account tab.
@MainActor
final class KitchenCoordinator: TabCoordinator<KitchenRoute, Bool, KitchenTab> {
  override func tab(of route: KitchenRoute) -> KitchenTab? {
    switch route {
    case .recipe, .category: .recipes
    case .search: .search
    case .orders, .checkout, .signIn: .account
    case .notes: nil
    }
  }

  override func presentation(of route: KitchenRoute) -> RoutePresentation {
    switch route {
    case .recipe(let id): .push(NumberScene(input: id))
    case .category(let name): .push(PlainScene("Category \(name)"))
    case .search(let term): .push(PlainScene("Search \(term)"))
    case .orders: .push(PlainScene("Orders"))
    case .checkout: .present(PlainScene("Checkout"))
    case .signIn: .flow(SignInFlow(navigationStack: stack(for: .account)))
    case .notes: .present(PlainScene("Notes"))
    }
  }

  override func childDidFinish(_ child: Coordinator) {
    guard let flow = child as? SignInFlow else { return }
    if flow.signedIn { context = true } else { discardPending() }
  }

  var signInFlow: SignInFlow? { children.lazy.compactMap { $0 as? SignInFlow }.first }

  static func make(signedIn: Bool = false) throws -> KitchenCoordinator {
    let links = try DeepLinkTable<KitchenRoute>(
      scheme: "kitchen", ignoring: ["utm_*"],
      [
        .init("recipe/{id in 1...}", KitchenRoute.recipe),
        .init("category/{name}", KitchenRoute.category),
        .init("search/{term}", KitchenRoute.search),
        .init("orders", .orders), .init("checkout", .checkout), .init("sign-in", .signIn),
        .init("notes", .notes),
      ])
    return try KitchenCoordinator(
      selected: .recipes, context: signedIn, guards: [KitchenSignedIn()], links: links
    ) { tab in PlainScene("Tab \(tab.rawValue)") }
  }
}

@MainActor
@Suite("Tab coordinator: several stacks, one set of guards, restoration")
struct TabCoordinatorTests {
  /// The titles each tab's stack shows, root first, and the presented scene's.
  private static func titles(_ app: KitchenCoordinator) -> [KitchenTab: [String]] {
    Dictionary(
      uniqueKeysWithValues: KitchenTab.allCases.map { tab in
        let stack = app.stack(for: tab)
        return (tab, stack.scenes.map(\.title) + [stack.presented?.title].compactMap { $0 })
      })
  }

  @Test("Each route opens on its tab's stack, and a route of another tab selects it")
  func routesOpenOnTheirTab() throws {
    let app = try KitchenCoordinator.make()
    var selections: [KitchenTab] = []
    app.onSelectTab = { selections.append($0) }
    try app.open(.recipe(id: 4))
    try app.open(link: "kitchen://search/soup?utm_source=newsletter")
    try app.open(.orders)
    try app.open(.notes)  // no tab of its own: the one shown now
    #expect(app.selectedTab == .account && selections == [.search, .account])
    #expect(
      Self.titles(app) == [
        .recipes: ["Tab recipes", "Number 4"], .search: ["Tab search", "Search soup"],
        .account: ["Tab account", "Orders", "Notes"],
      ])
    app.select(.recipes)
    #expect(app.selectedTab == .recipes && selections.last == .recipes)
    #expect(app.navigationStack === app.stack(for: .recipes))
  }

  @Test("A guarded link from another tab waits, then opens on its own tab after sign-in")
  func guardedRouteFromAnotherTab() throws {
    let app = try KitchenCoordinator.make()
    try app.open(.recipe(id: 1))
    #expect(
      try app.open(link: "kitchen://checkout") == .redirected(to: .signIn, pending: .checkout))
    #expect(app.pendingRoute == .checkout && app.stack(for: .account).presented?.title == "Sign in")
    try #require(app.signInFlow).complete(signingIn: true)
    #expect(try app.resumePending() == .opened(.checkout))
    #expect(app.selectedTab == .account && app.stack(for: .account).presented?.title == "Checkout")
    #expect(Self.titles(app)[.recipes] == ["Tab recipes", "Number 1"])
  }

  @Test("A refused route changes no tab and no stack")
  func refusedRouteSelectsNothing() throws {
    let app = try KitchenCoordinator.make(signedIn: true)
    try app.open(.checkout)
    app.select(.recipes)
    let before = Self.titles(app)
    // The account stack shows a sheet: a push there is refused, and the tab stays.
    #expect(throws: OpenRouteError.self) { try app.open(.orders) }
    #expect(app.selectedTab == .recipes && Self.titles(app) == before)
  }

  @Test("Every tab's stack saves as links, through JSON, and restores to the same stacks")
  func saveAndRestore() throws {
    let app = try KitchenCoordinator.make(signedIn: true)
    try app.open(.recipe(id: 4))
    try app.open(.category(name: "soups & stews"))
    try app.open(.search(term: "leek"))
    try app.open(.orders)
    try app.open(.checkout)
    try app.open(.recipe(id: 9))
    _ = try app.stack(for: .recipes).pop()  // the user goes back: recipe 9 is not saved
    app.select(.search)
    let saved = try app.savedNavigation()
    #expect(
      saved
        == SavedNavigation(
          stacks: [
            .init(
              name: "recipes",
              links: ["kitchen://recipe/4", "kitchen://category/soups%20&%20stews"]),
            .init(name: "search", links: ["kitchen://search/leek"]),
            .init(name: "account", links: ["kitchen://orders"], presented: "kitchen://checkout"),
          ], selected: "search"))
    let data = try JSONEncoder().encode(saved)
    let relaunched = try KitchenCoordinator.make(signedIn: true)
    var selections: [KitchenTab] = []
    relaunched.onSelectTab = { selections.append($0) }
    try relaunched.restore(JSONDecoder().decode(SavedNavigation.self, from: data))
    #expect(Self.titles(relaunched) == Self.titles(app))
    #expect(relaunched.selectedTab == .search && selections == [.search])
    #expect(try relaunched.savedNavigation() == saved)
  }

  @Test("What no longer resolves or opens is refused by name; the rest is restored")
  func partialRestore() throws {
    let saved = SavedNavigation(
      stacks: [
        .init(
          name: "recipes", links: ["kitchen://recipe/4", "kitchen://recipe/0", "kitchen://gone"]),
        .init(name: "account", links: ["kitchen://orders"], presented: "kitchen://checkout"),
        .init(name: "cellar", links: ["kitchen://recipe/7"]),
        .init(name: "search", links: ["kitchen://recipe/5", "kitchen://search/leek"]),
      ], selected: "cellar")
    let app = try KitchenCoordinator.make(signedIn: false)
    #expect(
      throws: RestorationError.refused([
        RestorationRefusal(
          stack: "recipes", link: "kitchen://recipe/0",
          reason: .link(
            .invalidParameter(name: "id", value: "0", expected: "an integer of at least 1"))),
        RestorationRefusal(
          stack: "recipes", link: "kitchen://gone", reason: .link(.noMatch(path: "gone"))),
        RestorationRefusal(
          stack: "account", link: "kitchen://checkout", reason: .redirected(to: "signIn")),
        RestorationRefusal(stack: "cellar", link: "kitchen://recipe/7", reason: .unknownStack),
        RestorationRefusal(
          stack: "search", link: "kitchen://recipe/5",
          reason: .notRestorable(reason: "the route opens on another stack now")),
      ])
    ) { try app.restore(saved) }
    #expect(
      Self.titles(app) == [
        .recipes: ["Tab recipes", "Number 4"], .search: ["Tab search", "Search leek"],
        .account: ["Tab account", "Orders"],
      ])
    #expect(app.selectedTab == .recipes && app.pendingRoute == nil && app.children.isEmpty)
  }

  @Test("Restoring replaces what the stacks showed; a flow's route is not restorable")
  func restoreReplaces() throws {
    let app = try KitchenCoordinator.make()
    try app.open(.recipe(id: 1))
    try app.open(.recipe(id: 2))
    try app.restore(
      SavedNavigation(
        stacks: [.init(name: "recipes", links: ["kitchen://recipe/3"])], selected: nil))
    #expect(Self.titles(app)[.recipes] == ["Tab recipes", "Number 3"])
    #expect(
      throws: RestorationError.refused([
        RestorationRefusal(
          stack: "account", link: "kitchen://sign-in",
          reason: .notRestorable(
            reason: "its presentation is no longer a pushed or presented scene"))
      ])
    ) {
      try app.restore(
        SavedNavigation(
          stacks: [.init(name: "account", links: ["kitchen://sign-in"])], selected: nil))
    }
    #expect(app.children.isEmpty)
  }

  @Test("Without a table, navigation is neither saved nor restored")
  func noTable() throws {
    let app = try KitchenCoordinator(selected: .search, context: false) { PlainScene($0.rawValue) }
    #expect(throws: RestorationError.noLinkTable) { try app.savedNavigation() }
    #expect(throws: RestorationError.noLinkTable) {
      try app.restore(SavedNavigation(stacks: [], selected: nil))
    }
    #expect(app.navigationStack === app.stack(for: .search))
  }
}
