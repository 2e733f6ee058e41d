import Routing
import Testing

/// The routes of a shop, with every kind of value a link carries.
enum ShelfRoute: Hashable, Sendable {
  enum Sort: String, CaseIterable, DeepLinkValue { case recent, popular }
  enum Colour: String, DeepLinkValue { case red, blue }

  case home
  case product(id: Int)
  case search(term: String, sort: Sort, page: Int?)
  case colour(Colour)
  case compare(first: Int, second: Int)
  case filter(inStock: Bool)
  case cell(a: Int, b: String, c: Int, d: String, e: Colour)
}

@Suite("Two-way links: one definition parses and prints")
struct TwoWayLinkTests {
  static func table() throws(DeepLinkError) -> DeepLinkTable<ShelfRoute> {
    try DeepLinkTable(
      scheme: "shop",
      [
        .init("home") { .home },
        .init("product/{id in 1...}", ShelfRoute.product),
        .init("search/{term}?sort=recent&page", ShelfRoute.search),
        .init("colour/{colour}", ShelfRoute.colour),
        .init("compare/{first}/{second}", ShelfRoute.compare),
        .init("filter?inStock", ShelfRoute.filter),
        .init("cell/{a}/{b}/{c}/{d}/{e}", ShelfRoute.cell),
      ])
  }

  static let examples: [(ShelfRoute, String)] = [
    (.home, "shop://home"),
    (.product(id: 42), "shop://product/42"),
    (.search(term: "red shoes", sort: .recent, page: nil), "shop://search/red%20shoes"),
    (.search(term: "a/b", sort: .popular, page: 2), "shop://search/a%2Fb?page=2&sort=popular"),
    (.colour(.blue), "shop://colour/blue"),
    (.compare(first: 1, second: -2), "shop://compare/1/-2"),
    (.filter(inStock: true), "shop://filter?inStock=true"),
    (.cell(a: 1, b: "x", c: 3, d: "y", e: .red), "shop://cell/1/x/3/y/red"),
  ]

  @Test("Every route prints its canonical link, which parses back to it")
  func roundTrips() throws {
    let table = try Self.table()
    for (route, link) in Self.examples {
      #expect(try table.link(for: route).string == link)
      #expect(try table.resolve(link) == route)
    }
    try table.verify(Self.examples.map(\.0))
  }

  @Test("Typed values: defaults, optional and required items, strict spellings")
  func typedValues() throws {
    let table = try Self.table()
    #expect(
      try table.resolve("shop://search/x?sort=popular")
        == .search(
          term: "x", sort: .popular, page: nil))
    #expect(throws: DeepLinkError.missingQueryItem(name: "inStock")) {
      try table.resolve("shop://filter")
    }
    for (link, name, value) in [
      ("shop://filter?inStock=1", "inStock", "1"), ("shop://search/x?page=01", "page", "01"),
      ("shop://search/x?page=%2B1", "page", "+1"),
      ("shop://search/x?sort=newest", "sort", "newest"),
      ("shop://colour/green", "colour", "green"),
    ] {
      #expect {
        try table.resolve(link)
      } throws: { error in
        guard case .invalidParameter(let refused, let text, _) = error as? DeepLinkError else {
          return false
        }
        return refused == name && text == value
      }
    }
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "sort", value: "newest", expected: "one of recent, popular")
    ) { try table.resolve("shop://search/x?sort=newest") }
    #expect(
      throws: DeepLinkError.invalidParameter(name: "colour", value: "green", expected: "a Colour")
    ) { try table.resolve("shop://colour/green") }
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "id", value: "0", expected: "an integer of at least 1")
    ) { try table.resolve("shop://product/0") }
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "second", value: "-0",
        expected: "a decimal integer that fits in an Int, without '+' or leading zeros")
    ) { try table.resolve("shop://compare/1/-0") }
  }

  @Test("A route no link can carry is a typed error, never a link the parser refuses")
  func unprintable() throws {
    let table = try Self.table()
    #expect {
      try table.link(for: .product(id: 0))
    } throws: { error in
      guard case .unprintableRoute(_, let reason) = error as? DeepLinkError else { return false }
      return reason == "'id' is 0, but it must be an integer of at least 1"
    }
    for (term, reason) in [
      (" ", "'term' is blank text, which no link carries"),
      ("", "'term' is blank text, which no link carries"),
      ("\u{200B}", "'term' holds the character U+200B, which no link carries"),
    ] {
      #expect {
        try table.link(for: .search(term: term, sort: .recent, page: nil))
      } throws: { error in
        guard case .unprintableRoute(_, let said) = error as? DeepLinkError else { return false }
        return said == reason
      }
    }
    let partial = try DeepLinkTable<ShelfRoute>(scheme: "shop", [.init("home") { .home }])
    #expect(
      throws: DeepLinkError.unprintableRoute(
        route: "product(id: 7)", reason: "no entry of the table makes it")
    ) { try partial.link(for: .product(id: 7)) }
  }

  @Test("A route one entry's bounds refuse is printed by the next entry that makes it")
  func fallThrough() throws {
    let table = try DeepLinkTable<ShelfRoute>(
      scheme: "shop",
      [.init("product/{id in 1...}", ShelfRoute.product), .init("p/{id}", ShelfRoute.product)])
    #expect(try table.link(for: .product(id: 3)).string == "shop://product/3")
    #expect(try table.link(for: .product(id: -3)).string == "shop://p/-3")
    try table.verify([.product(id: 3), .product(id: -3)])
  }

  @Test("verify finds two captures of one type bound in the wrong order")
  func swappedCaptures() throws {
    let swapped = try DeepLinkTable<ShelfRoute>(
      scheme: "shop", [.init("compare/{second}/{first}", ShelfRoute.compare)])
    #expect {
      try swapped.verify([.compare(first: 1, second: 2)])
    } throws: { error in
      guard case .unprintableRoute(_, let reason) = error as? DeepLinkError else { return false }
      return reason.hasPrefix(
        "the shape 'compare/{second: Int}/{first: Int}' names its values second, first")
    }
  }

  @Test(
    "A shape that does not fit its route is refused when the table is built",
    arguments: [
      ("product/{id}/{extra}", "it gives 2 values, but the route takes 1"),
      ("product", "it gives 0 values, but the route takes 1"),
      ("product/{id in x...}", "the bounds 'x...' of 'id' are not 1..., ...9 or 1...9"),
      ("product/{id in 5...1}", "the bounds '5...1' of 'id' are not 1..., ...9 or 1...9"),
      ("product/x{id}", "the segment 'x{id}' holds a brace; a capture is the whole segment"),
      (
        "product/{}",
        "the capture '{}' is not of the form {name}, {name in 1...9}, {name: Type} or "
          + "{name: Type in 1...9}"
      ),
    ])
  func refusedShapes(shape: String, reason: String) {
    #expect(throws: DeepLinkError.invalidPattern(pattern: shape, reason: reason)) {
      try DeepLinkTable<ShelfRoute>.Entry(shape, ShelfRoute.product)
    }
  }

  @Test(
    "Types decide what a shape may say: bounds on Int and Double only, optional only in the query")
  func shapesByType() {
    #expect(
      throws: DeepLinkError.invalidPattern(
        pattern: "colour/{colour in 1...}",
        reason: "'colour' has bounds, but the route takes it as another type than Int or Double")
    ) {
      try DeepLinkTable<ShelfRoute>.Entry("colour/{colour in 1...}", ShelfRoute.colour)
    }
    #expect(
      throws: DeepLinkError.invalidPattern(
        pattern: "search/{term}/{sort}/{page}",
        reason: "the route takes 'page' as an Optional, but a path segment is never left out; "
          + "make it a query item, or take a value that is not optional")
    ) {
      try DeepLinkTable<ShelfRoute>.Entry("search/{term}/{sort}/{page}", ShelfRoute.search)
    }
    #expect(
      throws: DeepLinkError.invalidPattern(
        pattern: "search/{term}?sort=newest&page",
        reason: "the default 'newest' of 'sort' is not a value the route takes")
    ) {
      try DeepLinkTable<ShelfRoute>.Entry("search/{term}?sort=newest&page", ShelfRoute.search)
    }
  }

  @Test("Generated routes print and parse back to themselves")
  func property() throws {
    let table = try Self.table()
    var generator = SystemRandomNumberGenerator()
    let words = ["a", "red shoes", "ü", "x?y", "50%", "a&b=c", "—", "日本"]
    for _ in 0..<2_000 {
      let word = words.randomElement(using: &generator)!
      let number = Int.random(in: -1_000_000...1_000_000, using: &generator)
      let route: ShelfRoute =
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: .product(id: abs(number) + 1)
        case 1:
          .search(
            term: word, sort: Bool.random() ? .recent : .popular,
            page: Bool.random() ? number : nil)
        case 2: .compare(first: number, second: -number)
        case 3: .filter(inStock: Bool.random())
        case 4: .cell(a: number, b: word, c: 0, d: word + word, e: .blue)
        default: .colour(Bool.random() ? .red : .blue)
        }
      let link = try table.link(for: route)
      #expect(try table.resolve(link.string) == route, "\(link.string)")
    }
  }
}

@Suite("Two-way links: a literal of another shape wins over a captured value")
struct ShadowedLinkTests {
  enum Page: Hashable, Sendable {
    case new
    case article(slug: String)
  }

  @Test("A value that spells another route's literal has no link; the others do")
  func shadowed() throws {
    let table = try DeepLinkTable<Page>(
      scheme: "blog", [.init("posts/new", .new), .init("posts/{slug}", Page.article)])
    #expect(try table.link(for: .article(slug: "hello")).string == "blog://posts/hello")
    #expect(try table.link(for: .new).string == "blog://posts/new")
    #expect {
      try table.link(for: .article(slug: "new"))
    } throws: { error in
      guard case .unprintableRoute(_, let reason) = error as? DeepLinkError else { return false }
      return reason.hasPrefix("its link blog://posts/new is another route's, new")
    }
  }
}

/// The routes of the shapes' notation: bounded query items, identifiers, stated types.
enum ShapeRoute: Hashable, Sendable {
  case list(page: Int?)
  case feed(page: Int)
  case file(slug: String)
  case item(id: Int)
  case tagged(tag: String?)
  case checked(id: Int)
}

@Suite("Shapes: one notation, bounds in the query, stated types")
struct ShapeNotationTests {
  static func table() throws(DeepLinkError) -> DeepLinkTable<ShapeRoute> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init("list?page in 1...", ShapeRoute.list),
        .init("feed?page: Int in 1...=1", ShapeRoute.feed),
        .init("file/{slug: identifier}", ShapeRoute.file),
        .init("item/{id: Int in 1...9}", ShapeRoute.item),
        .init("tagged?tag: identifier", ShapeRoute.tagged),
        .init("checked/{id}") { (id: Int) throws(DeepLinkError) in
          guard id.isMultiple(of: 2) else {
            throw .invalidParameter(name: "id", value: String(id), expected: "an even number")
          }
          return .checked(id: id)
        },
      ])
  }

  @Test(
    "Bounded query items, identifiers and stated types read and print the same links",
    arguments: [
      ("app://list?page=5", ShapeRoute.list(page: 5)),
      ("app://list", ShapeRoute.list(page: nil)),
      ("app://feed?page=3", ShapeRoute.feed(page: 3)),
      ("app://feed", ShapeRoute.feed(page: 1)),
      ("app://file/a-b_1", ShapeRoute.file(slug: "a-b_1")),
      ("app://item/9", ShapeRoute.item(id: 9)),
      ("app://tagged?tag=new-in", ShapeRoute.tagged(tag: "new-in")),
      ("app://checked/4", ShapeRoute.checked(id: 4)),
    ])
  func roundTrip(link: String, route: ShapeRoute) throws {
    let table = try Self.table()
    #expect(try table.resolve(link) == route)
    #expect(try table.link(for: route).string == link)
  }

  @Test(
    "A value its shape refuses is refused in both directions, with the same expectation",
    arguments: [
      ("app://list?page=0", ShapeRoute.list(page: 0), "page", "0", "an integer of at least 1"),
      ("app://feed?page=-2", .feed(page: -2), "page", "-2", "an integer of at least 1"),
      ("app://file/a.b", .file(slug: "a.b"), "slug", "a.b", "ASCII letters, digits, '-' or '_'"),
      ("app://item/10", .item(id: 10), "id", "10", "an integer from 1 to 9"),
      (
        "app://tagged?tag=a%20b", .tagged(tag: "a b"), "tag", "a b",
        "ASCII letters, digits, '-' or '_'"
      ),
    ])
  func refused(link: String, route: ShapeRoute, name: String, value: String, expected: String)
    throws
  {
    let table = try Self.table()
    #expect(throws: DeepLinkError.invalidParameter(name: name, value: value, expected: expected)) {
      try table.resolve(link)
    }
    let shown = Int(value) != nil ? value : "'\(value)'"
    #expect(
      throws: DeepLinkError.unprintableRoute(
        route: String(describing: route),
        reason: "'\(name)' is \(shown), but it must be \(expected)")
    ) { try table.link(for: route) }
  }

  @Test("A function's refusal is the error printing throws, as parsing does")
  func closureRefusal() throws {
    let table = try Self.table()
    let refusal = DeepLinkError.invalidParameter(name: "id", value: "3", expected: "an even number")
    #expect(throws: refusal) { try table.resolve("app://checked/3") }
    #expect(throws: refusal) { try table.link(for: .checked(id: 3)) }
  }

  @Test(
    "A shape whose names or stated types do not fit is refused when the table is built",
    arguments: [
      // Bounds once became part of a query item's name.
      (
        "n?x in",
        "'x in' is not of the form \(forms); a name is ASCII letters, digits, '_', '-' and '.'"
      ),
      (
        "n?x y",
        "'x y' is not of the form \(forms); a name is ASCII letters, digits, '_', '-' and '.'"
      ),
      ("n?", "'' is not of the form \(forms); a name is ASCII letters, digits, '_', '-' and '.'"),
      ("n?x: String", "'x' is stated as String, but the route takes Int"),
      ("n?x: identifier", "'x' is stated as identifier, but the route takes Int, not String"),
      ("n?x: Int in 5...1", "the bounds '5...1' of 'x' are not 1..., ...9 or 1...9"),
      ("n?x in 1...=0", "the default '0' of 'x' is not a value the route takes"),
      ("n?x: ={}", "'x: ' is not of the form \(forms)"),
    ])
  func refusedShapes(shape: String, reason: String) {
    #expect(throws: DeepLinkError.invalidPattern(pattern: shape, reason: reason)) {
      try DeepLinkTable<ShapeRoute>.Entry(shape, ShapeRoute.list)
    }
  }

  static let forms = "{name}, {name in 1...9}, {name: Type} or {name: Type in 1...9}"

  @Test("A pattern as messages print it is a shape that builds the same pattern")
  func messagesAreShapes() throws {
    typealias Entry = DeepLinkTable<ShapeRoute>.Entry
    for shape in ["item/{id in 1...9}", "item/{id: Int in 1...9}", "item/{id}", "item/{id: Int}"] {
      let pattern = try Entry(shape, ShapeRoute.item).pattern
      #expect(try Entry(pattern.description, ShapeRoute.item).pattern == pattern, "\(shape)")
    }
    for shape in ["file/{slug: identifier}", "file/{slug}", "file/{slug: String}"] {
      let pattern = try Entry(shape, ShapeRoute.file).pattern
      #expect(try Entry(pattern.description, ShapeRoute.file).pattern == pattern, "\(shape)")
    }
  }
}
