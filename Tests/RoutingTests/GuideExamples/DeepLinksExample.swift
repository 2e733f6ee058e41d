import Routing
import Testing

// guide:begin deep-links
enum ShopRoute: Hashable, Sendable {
  case product(id: Int)
  case search(term: String, sort: String?)
}

// Patterns are checked when the table is built: two that could match one link are refused.
func makeShopLinks() throws(DeepLinkError) -> DeepLinkTable<ShopRoute> {
  try DeepLinkTable(
    scheme: "shop",
    [
      // The route takes the pattern's values in order: captures, then query items as optionals.
      .init(DeepLinkPattern(.literal("product"), .int("id"))) { id in .product(id: id) },
      .init(DeepLinkPattern(.literal("search"), .string("term"), query: ["sort"])) {
        term, sort in .search(term: term, sort: sort)
      },
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
// guide:end

@Suite("Guide example: deep links")
struct DeepLinksExampleTests {
  @Test("The guide's table resolves its links and refuses a bad one")
  func example() throws {
    let table = try makeShopLinks()
    #expect(try table.resolve("shop://product/7") == .product(id: 7))
    #expect(
      try table.resolve("shop://search/red%20shoes?sort=price")
        == .search(term: "red shoes", sort: "price"))
    #expect(
      route(for: "shop://product/seven").hasPrefix("refused: Deep link rejected: 'id' is 'seven'"))
  }
}
