import Routing
import Testing

enum PantryRoute: Hashable, Sendable {
  case recipes(tag: [String], page: Int?)
  case compare(id: [Int])
  case shelf(name: String)
}

@Suite("List captures: a query item given once per value")
struct ListCapturesTests {
  static func table() throws(DeepLinkError) -> DeepLinkTable<PantryRoute> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init("recipes?tag[]&page in 1...", PantryRoute.recipes),
        .init("compare?id[2...4]", PantryRoute.compare),
        .init("shelf?name", PantryRoute.shelf),
      ])
  }

  @Test(
    "A list takes its values in the order the link gives them, and none when it has none",
    arguments: [
      ("app://recipes?tag=soup&tag=quick", PantryRoute.recipes(tag: ["soup", "quick"], page: nil)),
      ("app://recipes?tag=quick&tag=soup", .recipes(tag: ["quick", "soup"], page: nil)),
      ("app://recipes?tag=soup&page=2&tag=quick", .recipes(tag: ["soup", "quick"], page: 2)),
      ("app://recipes?tag=a,b", .recipes(tag: ["a,b"], page: nil)),
      ("app://recipes?tag=a&tag=a", .recipes(tag: ["a", "a"], page: nil)),
      ("app://recipes", .recipes(tag: [], page: nil)),
      ("app://compare?id=3&id=1&id=2", .compare(id: [3, 1, 2])),
    ])
  func resolves(_ link: String, _ route: PantryRoute) throws {
    #expect(try Self.table().resolve(link) == route)
  }

  @Test("A list prints one item per value, in order, and parses back to the same list")
  func prints() throws {
    let table = try Self.table()
    let routes: [(PantryRoute, String)] = [
      (.recipes(tag: ["soup", "quick"], page: 2), "app://recipes?page=2&tag=soup&tag=quick"),
      (.recipes(tag: ["a,b"], page: nil), "app://recipes?tag=a,b"),
      (.recipes(tag: ["a&b", "c=d"], page: nil), "app://recipes?tag=a%26b&tag=c=d"),
      (.recipes(tag: [], page: nil), "app://recipes"),
      (.compare(id: [9, 8]), "app://compare?id=9&id=8"),
    ]
    for (route, link) in routes {
      #expect(try table.link(for: route).string == link)
      #expect(try table.resolve(link) == route)
    }
    try table.verify(routes.map(\.0))
  }

  @Test(
    "A count outside the list's bounds, or a value its type refuses, is refused by name",
    arguments: [
      (
        "app://compare?id=7",
        DeepLinkError.invalidParameter(name: "id", value: "7", expected: "from 2 to 4 values")
      ),
      ("app://compare", .invalidParameter(name: "id", value: "", expected: "from 2 to 4 values")),
      (
        "app://compare?id=1&id=2&id=3&id=4&id=5",
        .invalidParameter(name: "id", value: "1, 2, 3, 4, 5", expected: "from 2 to 4 values")
      ),
      (
        "app://compare?id=1&id=x",
        .invalidParameter(
          name: "id", value: "x",
          expected: "a decimal integer that fits in an Int, without '+' or leading zeros")
      ),
      ("app://recipes?tag=a&page=1&page=2", .duplicateQueryItem(name: "page")),
      ("app://shelf?name=a&name=b", .duplicateQueryItem(name: "name")),
    ])
  func refused(_ link: String, _ error: DeepLinkError) throws {
    let table = try Self.table()
    #expect(throws: error) { try table.resolve(link) }
  }

  @Test("Printing a list of a count its bounds refuse is refused with the reason")
  func unprintable() throws {
    #expect(
      throws: DeepLinkError.unprintableRoute(
        route: "compare(id: [1])", reason: "'id' holds 1 value, but it must hold from 2 to 4 values"
      )
    ) { try Self.table().link(for: .compare(id: [1])) }
  }

  @Test("A link of more items than links hold is refused, however many a list takes")
  func tooMany() throws {
    let link =
      "app://recipes?"
      + (0...DeepLinkURL.maximumQueryItems).map { "tag=\($0)" }.joined(separator: "&")
    #expect(throws: DeepLinkError.tooManyQueryItems(count: 33, limit: 32)) {
      try Self.table().resolve(link)
    }
  }

  @Test("The pattern prints its lists as a shape that builds it again")
  func describes() throws {
    let table = try Self.table()
    #expect(
      table.patterns.map(\.description) == [
        "recipes?tag[]&page", "compare?id[2...4]", "shelf?name",
      ])
    let again = try DeepLinkTable<PantryRoute>(
      scheme: "app", [.init("recipes?tag: [String]&page", PantryRoute.recipes)])
    #expect(try again.resolve("app://recipes?tag=x") == .recipes(tag: ["x"], page: nil))
  }

  @Test(
    "Shapes a list cannot have are refused when the table is built",
    arguments: [
      "recipes/{tag}?page", "recipes?tag=a&page", "recipes?tag[5...1]&page",
      "recipes?tag[0...40]&page",
      "recipes?tag[x]&page", "recipes?tag[1...2&page", "recipes?tag&page[]",
    ])
  func refusedShapes(_ shape: String) {
    #expect(throws: DeepLinkError.self) {
      _ = try DeepLinkTable<PantryRoute>(scheme: "app", [.init(shape, PantryRoute.recipes)])
    }
  }

  @Test("A link built from parts keeps each name's values in order")
  func fromParts() throws {
    let link = try DeepLinkURL(
      scheme: "app", segments: ["recipes"], queryItems: ["tag": ["b", "a"], "page": ["2"]])
    #expect(link.string == "app://recipes?page=2&tag=b&tag=a")
    #expect(link.query == ["page": "2"] && link.queryItems["tag"] == ["b", "a"])
    #expect(try DeepLinkURL(parsing: link.string, scheme: "app") == link)
  }
}
