import Routing
import Testing

enum SpelledRoute: Hashable, Sendable {
  case categories
  case category(name: String)
  case file(slug: String)
  case search(term: String, page: Int?)
}

@Suite("Canonical spellings: a refusal names a spelling only when it opens the same route")
struct CanonicalSpellingTests {
  static func table() throws(DeepLinkError) -> DeepLinkTable<SpelledRoute> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init("categories", .categories),
        .init("category/{name}", SpelledRoute.category),
        .init("file/{slug: identifier}", SpelledRoute.file),
        .init("search/{term}?page in 1...", SpelledRoute.search),
      ])
  }

  @Test(
    "A spelling that opens no route is not named: the error says why it opens none",
    arguments: [
      ("app://category/", DeepLinkError.noMatch(path: "category")),
      ("app://category?", .noMatch(path: "category")),
      (
        "app://file/e%CC%81",
        .invalidParameter(
          name: "slug", value: "\u{E9}", expected: "ASCII letters, digits, '-' or '_'")
      ),
      (
        "app://search/x/?page=0",
        .invalidParameter(name: "page", value: "0", expected: "an integer of at least 1")
      ),
      ("app://search/x?p%E2%84%AAge=2", .unknownQueryItem(name: "pKge", allowed: ["page"])),
    ])
  func noCanonicalRoute(_ link: String, _ error: DeepLinkError) throws {
    #expect(throws: error) { try Self.table().resolve(link) }
  }

  @Test(
    "Every spelling a refusal names opens the route the link meant",
    arguments: [
      ("app://categories/", SpelledRoute.categories),
      ("app://categories?", .categories),
      ("app://category/tea/", .category(name: "tea")),
      ("app://category/cafe%CC%81", .category(name: "caf\u{E9}")),
      ("app://search/cafe%CC%81?page=2", .search(term: "caf\u{E9}", page: 2)),
      ("app://search/x/?page=2", .search(term: "x", page: 2)),
      ("app://file/a-b_1/", .file(slug: "a-b_1")),
    ])
  func canonicalOpens(_ link: String, _ route: SpelledRoute) throws {
    let table = try Self.table()
    #expect {
      try table.resolve(link)
    } throws: { error in
      guard case .nonCanonical(let given, let canonical) = error as? DeepLinkError else {
        return false
      }
      return given == link && (try? table.resolve(canonical)) == route
    }
  }
}
