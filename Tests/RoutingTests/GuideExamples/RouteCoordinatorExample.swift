import Routing
import Testing

// guide:begin route-coordinator
enum ReaderRoute: Hashable, Sendable {
  case library
  case book(id: Int)
  case account
}

/// The app's whole navigation: how each route is shown. Links and guards come from Routing.
@MainActor
final class ReaderCoordinator: RouteCoordinator<ReaderRoute, Void> {
  static func make() throws -> ReaderCoordinator {
    let links = try DeepLinkTable<ReaderRoute>(
      scheme: "reader",
      [
        .init("library", .library),
        .init("book/{id in 1...}", ReaderRoute.book),
        .init("account", .account),
      ])
    return try ReaderCoordinator(root: LibraryScene(), context: (), links: links)
  }

  override func presentation(of route: ReaderRoute) -> RoutePresentation {
    switch route {
    case .library: .root
    case .book(let id): .push(BookScene(id: id))
    case .account: .present(AccountScene())
    }
  }
}
// guide:end

final class LibraryScene: HeadlessScene {
  let title = "Library"
  func render() -> String { "books" }
}

final class BookScene: HeadlessScene {
  let id: Int
  var title: String { "Book \(id)" }
  init(id: Int) { self.id = id }
  func render() -> String { "pages of \(id)" }
}

final class AccountScene: HeadlessScene {
  let title = "Account"
  func render() -> String { "settings" }
}

@MainActor
@Suite("Guide example: a coordinator the app configures")
struct RouteCoordinatorExampleTests {
  @Test("The guide's coordinator opens links and routes as its presentation says")
  func example() throws {
    let app = try ReaderCoordinator.make()
    #expect(try app.open(link: "reader://book/7") == .opened(.book(id: 7)))
    #expect(app.navigationStack.top.title == "Book 7")
    try app.open(.account)
    #expect(app.navigationStack.presented?.title == "Account")
    #expect(
      throws: OpenRouteError.link(
        .invalidParameter(name: "id", value: "0", expected: "an integer of at least 1"))
    ) { try app.open(link: "reader://book/0") }
  }
}
