import Routing
import Testing

// guide:begin deep-links
enum ShopRoute: Hashable, Sendable {
  enum Sort: String, DeepLinkValue { case relevance, price }

  case home
  case product(id: Int)
  case search(term: String, sort: Sort, page: Int?)
}

// One entry a route: its link's shape, and its case. Both directions come from it.
func makeShopLinks() throws(DeepLinkError) -> DeepLinkTable<ShopRoute> {
  try DeepLinkTable(
    scheme: "shop",
    [
      .init("home", .home),
      .init("product/{id in 1...}", ShopRoute.product),
      .init("search/{term}?sort=relevance&page", ShopRoute.search),
    ])
}

// A link from outside becomes a typed route, or a typed error that says why it was refused.
func route(for link: String) -> String {
  do {
    return "\(try makeShopLinks().resolve(link))"
  } catch {
    return "refused: \(error)"
  }
}

// And a route becomes its one canonical link.
func link(for route: ShopRoute) throws(DeepLinkError) -> String {
  try makeShopLinks().link(for: route).string
}
// guide:end

@Suite("Guide example: deep links")
struct DeepLinksExampleTests {
  @Test("The guide's table resolves and prints its links, and refuses a bad one")
  func example() throws {
    let table = try makeShopLinks()
    #expect(try table.resolve("shop://product/7") == .product(id: 7))
    #expect(
      try table.resolve("shop://search/red%20shoes?sort=price")
        == .search(term: "red shoes", sort: .price, page: nil))
    #expect(
      route(for: "shop://product/seven").hasPrefix("refused: Deep link rejected: 'id' is 'seven'"))
    #expect(
      try link(for: .search(term: "red shoes", sort: .relevance, page: 2))
        == "shop://search/red%20shoes?page=2")
    try table.verify([.home, .product(id: 1), .search(term: "a", sort: .price, page: 3)])
  }
}
