import Foundation
import Routing
import Testing

// guide:begin recipes-app
/// The app's tabs, saved by their raw values.
enum RecipesTab: String, CaseIterable, Sendable { case browse, search, account }

enum RecipesRoute: Hashable, Sendable {
  case recipe(id: Int)
  case search(term: String, tag: [String], minimumRating: Double?)
  case orders
  case checkout
  case login
}

/// Who is signed in: main-actor state, as the app's views read it.
@MainActor
final class RecipesSession {
  var isSignedIn = false
}

/// Checkout needs a signed-in user. A guard runs on the main actor, so it reads the session.
struct SignedInForCheckout: RouteGuard {
  func redirect(for route: RecipesRoute, in session: RecipesSession) -> RecipesRoute? {
    route == .checkout && !session.isSignedIn ? .login : nil
  }
}

@MainActor
final class RecipesAppCoordinator: TabCoordinator<RecipesRoute, RecipesSession, RecipesTab> {
  static func make(session: RecipesSession) throws -> RecipesAppCoordinator {
    let links = try DeepLinkTable<RecipesRoute>(
      scheme: "recipes", ignoring: ["utm_*", "ref", "fbclid"],
      [
        .init("recipe/{id in 1...}", RecipesRoute.recipe),
        .init("search/{term}?tag[...5]&minimumRating in 0...5", RecipesRoute.search),
        .init("orders", .orders), .init("checkout", .checkout), .init("login", .login),
      ])
    return try RecipesAppCoordinator(
      selected: .browse, context: session, guards: [SignedInForCheckout()], links: links
    ) { tab in TabRootScene(tab: tab) }
  }

  override func tab(of route: RecipesRoute) -> RecipesTab? {
    switch route {
    case .recipe: .browse
    case .search: .search
    case .orders, .checkout, .login: .account
    }
  }

  override func presentation(of route: RecipesRoute) -> RoutePresentation {
    switch route {
    case .recipe(let id): .push(RecipeDetailScene(id: id))
    case .search(let term, let tags, _): .push(ResultsScene(term: term, tags: tags))
    case .orders: .push(OrdersScene())
    case .checkout: .present(PaymentScene())
    case .login: .present(SignInScene())
    }
  }
}
// guide:end

// guide:begin recipes-app-use
/// A campaign link with a tag list, a checkout that waits for sign-in, and a relaunch.
@MainActor
func openAndRestore(session: RecipesSession) throws -> (
  RecipesAppCoordinator, RecipesAppCoordinator
) {
  let app = try RecipesAppCoordinator.make(session: session)
  try app.open(link: "recipes://search/soup?tag=quick&tag=vegan&utm_source=newsletter")
  // app.selectedTab == .search; the search stack shows "Results for soup"
  try app.open(link: "recipes://checkout?ref=share")
  // redirected: sign-in is presented on the account tab, checkout waits
  session.isSignedIn = true
  _ = try app.stack(for: .account).dismiss()
  try app.resumePending()  // checkout is presented on the account tab
  let saved = try JSONEncoder().encode(app.savedNavigation())
  // ... after a relaunch ...
  let relaunched = try RecipesAppCoordinator.make(session: session)
  try relaunched.restore(JSONDecoder().decode(SavedNavigation.self, from: saved))
  return (app, relaunched)
}
// guide:end

final class TabRootScene: HeadlessScene {
  let tab: RecipesTab
  init(tab: RecipesTab) { self.tab = tab }
  var title: String { tab.rawValue }
  func render() -> String { "" }
}

final class RecipeDetailScene: HeadlessScene {
  let id: Int
  init(id: Int) { self.id = id }
  var title: String { "Recipe \(id)" }
  func render() -> String { "" }
}

final class ResultsScene: HeadlessScene {
  let term: String
  let tags: [String]
  init(term: String, tags: [String]) { (self.term, self.tags) = (term, tags) }
  var title: String { "Results for \(term)" }
  func render() -> String { tags.joined(separator: ", ") }
}

final class OrdersScene: HeadlessScene {
  let title = "Orders"
  func render() -> String { "" }
}

final class PaymentScene: HeadlessScene {
  let title = "Checkout"
  func render() -> String { "" }
}

final class SignInScene: HeadlessScene {
  let title = "Sign in"
  func render() -> String { "" }
}

@MainActor
@Suite("Guide example: the recipes app, with tabs, campaign links, lists and restoration")
struct RecipesAppExampleTests {
  @Test("A campaign link with a tag list opens the search tab; checkout waits for sign-in")
  func opens() throws {
    let (app, relaunched) = try openAndRestore(session: RecipesSession())
    #expect(app.selectedTab == .account)
    #expect(app.stack(for: .search).top.render() == "quick, vegan")
    #expect(app.stack(for: .account).presented?.title == "Checkout")
    #expect(relaunched.stack(for: .search).snapshot == app.stack(for: .search).snapshot)
    #expect(relaunched.stack(for: .account).snapshot == app.stack(for: .account).snapshot)
    #expect(relaunched.selectedTab == .account)
  }

  @Test("Bounded ratings and lists refuse what the shape does not allow")
  func refuses() throws {
    let app = try RecipesAppCoordinator.make(session: RecipesSession())
    for link in [
      "recipes://search/soup?minimumRating=5.5", "recipes://search/soup?minimumRating=nan",
      "recipes://search/soup?tag=a&tag=b&tag=c&tag=d&tag=e&tag=f", "recipes://search/soup?source=x",
    ] {
      #expect(throws: OpenRouteError.self) { try app.open(link: link) }
    }
    #expect(app.stack(for: .search).scenes.count == 1 && app.selectedTab == .browse)
    #expect(
      try app.links?.link(for: .search(term: "soup", tag: ["a"], minimumRating: 4.5)).string
        == "recipes://search/soup?minimumRating=4.5&tag=a")
  }
}
