import Routing
import Testing

enum ShareRoute: Hashable, Sendable {
  case home
  case recipe(id: Int)
  case search(term: String, page: Int?)
}

@Suite("Ignored query items: campaign links open their route")
struct IgnoredQueryItemsTests {
  private static func table() throws(DeepLinkError) -> DeepLinkTable<ShareRoute> {
    try DeepLinkTable(
      scheme: "app", ignoring: ["utm_*", "ref", "fbclid"],
      [
        .init("home", .home),
        .init("recipe/{id in 1...}", ShareRoute.recipe),
        .init("search/{term}?page in 1...", ShareRoute.search),
      ])
  }

  @Test(
    "Ignored items never change the route, with or without the route's own items",
    arguments: [
      ("app://home?utm_source=newsletter", ShareRoute.home),
      ("app://recipe/42?ref=share", .recipe(id: 42)),
      ("app://recipe/42?fbclid=IwAR0x&utm_campaign=spring&utm_medium=email", .recipe(id: 42)),
      ("app://search/soup?page=2&utm_source=x", .search(term: "soup", page: 2)),
      ("app://search/soup?utm_=x", .search(term: "soup", page: nil)),
    ])
  func ignored(_ link: String, _ route: ShareRoute) throws {
    #expect(try Self.table().resolve(link) == route)
  }

  @Test("Printed links never hold an ignored item")
  func printed() throws {
    let table = try Self.table()
    #expect(try table.link(for: .recipe(id: 42)).string == "app://recipe/42")
    #expect(
      try table.link(for: .search(term: "soup", page: 2)).string == "app://search/soup?page=2")
    try table.verify([.home, .recipe(id: 42), .search(term: "soup", page: nil)])
  }

  @Test(
    "Any other unknown item is still refused, named with the route's own items",
    arguments: [
      ("app://recipe/42?source=x", "source", [String]()),
      ("app://search/soup?utm=x", "utm", ["page"]),
      ("app://home?Ref=share", "Ref", []),
      ("app://home?refs=share", "refs", []),
    ])
  func refused(_ link: String, _ name: String, _ allowed: [String]) throws {
    let table = try Self.table()
    #expect(throws: DeepLinkError.unknownQueryItem(name: name, allowed: allowed)) {
      try table.resolve(link)
    }
  }

  @Test("An ignored item may be given twice; a blank one is still refused by the link's rules")
  func linkRules() throws {
    let table = try Self.table()
    #expect(try table.resolve("app://home?ref=a&ref=b&utm_x=1&utm_x=2") == .home)
    #expect(throws: DeepLinkError.duplicateQueryItem(name: "page")) {
      try table.resolve("app://search/soup?page=1&page=2&ref=a")
    }
    #expect(throws: DeepLinkError.self) { try table.resolve("app://home?ref=") }
  }

  @Test(
    "A table refuses ignored items that are no name, and a route that takes an ignored one",
    arguments: [
      (["utm_*"], "search/{term}?utm_term", "?utm_term"),
      (["ref"], "search/{term}?ref", "?ref"),
      ([""], "home?x", "?"),
      (["*"], "home?x", "?*"),
      (["u*m"], "home?x", "?u*m"),
      (["a\nb"], "home?x", "?a\nb"),
    ] as [([String], String, String)])
  func refusedTables(_ ignored: [String], _ shape: String, _ named: String) {
    #expect {
      _ = try DeepLinkTable<ShareRoute>(
        scheme: "app", ignoring: IgnoredQueryItems(ignored),
        [.init(shape) { (_: String?) in .home }])
    } throws: { error in
      guard case .invalidPattern(let pattern, _) = error as? DeepLinkError else { return false }
      return pattern.hasSuffix(named) || pattern == named
    }
  }
}
