import Testing

@testable import Routing

enum LinkRoute: Hashable, Sendable {
  case home
  case user(Int)
  case userPosts(Int)
  case tag(String, sort: String?)
  case settings
}

enum TestLinks {
  static func table() throws -> DeepLinkTable<LinkRoute> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("home"))) { .home },
        .init(DeepLinkPattern(.literal("user"), .int("id"))) { .user($0) },
        .init(DeepLinkPattern(.literal("user"), .int("id"), .literal("posts"))) {
          .userPosts($0)
        },
        .init(DeepLinkPattern(.literal("tag"), .string("name"), query: ["sort"])) {
          .tag($0, sort: $1)
        },
        .init(DeepLinkPattern(.literal("user"), .literal("settings"))) { .settings },
      ])
  }
}

extension TestLinks {
  /// What an integer capture expects, as its error says.
  static let integer = "a decimal integer that fits in an Int, without '+' or leading zeros"
}

@Suite("Deep links")
struct DeepLinkTests {
  /// A route that takes every kind of value, and one that takes only a query item.
  static func everyKindTable() throws(DeepLinkError) -> DeepLinkTable<String> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("all"), .int("a"), .string("b"), .int("c"), query: ["d"])) {
          (a: Int, b: String, c: Int, d: String?) in "\(a) \(b) \(c) \(d ?? "nil")"
        },
        .init(DeepLinkPattern(.literal("login"), query: ["username"])) { $0 ?? "nil" },
      ])
  }

  /// Patterns that share a prefix and differ later, by a literal or by a capture's kind.
  static func coexistingTable() throws(DeepLinkError) -> DeepLinkTable<String> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("a"), .literal("b"), .literal("end"))) { "literal" },
        .init(DeepLinkPattern(.literal("a"), .string("x"), .literal("other"))) { $0 },
        .init(DeepLinkPattern(.literal("a"), .int("n"))) { (n: Int) in "n=\(n)" },
      ])
  }

  @Test(
    "Links resolve to typed routes",
    arguments: [
      ("app://home", LinkRoute.home),
      ("APP://home", .home),
      ("app://user/42", .user(42)),
      ("app://user/-7", .user(-7)),
      ("app://user/42/posts", .userPosts(42)),
      ("app://user/settings", .settings),
      ("app://tag/swift", .tag("swift", sort: nil)),
      ("app://tag/caf%C3%A9?sort=new", .tag("café", sort: "new")),
      ("app://tag/a%2Fb%20c", .tag("a/b c", sort: nil)),
      ("app://tag/%E6%97%A5%E6%9C%AC", .tag("日本", sort: nil)),
    ])
  func resolves(_ link: String, _ route: LinkRoute) throws {
    #expect(try TestLinks.table().resolve(link) == route)
  }

  @Test(
    "Bad links are rejected with the reason",
    arguments: [
      ("", DeepLinkError.malformed(link: "", reason: "it has no '://' after its scheme")),
      ("home", .malformed(link: "home", reason: "it has no '://' after its scheme")),
      ("https://home", .wrongScheme(found: "https", expected: "app")),
      ("app://", .malformed(link: "app://", reason: "it has no host")),
      (
        "app://user//42", .malformed(link: "app://user//42", reason: "it has an empty path segment")
      ),
      (
        "app://home#top",
        .malformed(
          link: "app://home#top", reason: "it has a fragment ('#'), which the app does not use")
      ),
      (
        "app://ho me",
        .malformed(link: "app://ho me", reason: "it contains a space at byte 8; percent-encode it")
      ),
      (
        "app://héllo",
        .malformed(
          link: "app://héllo",
          reason: "it contains a non-ASCII character at byte 7; percent-encode it")
      ),
      (
        "app://user/abc",
        .invalidParameter(
          name: "id", value: "abc", expected: TestLinks.integer)
      ),
      (
        "app://user/99999999999999999999",
        .invalidParameter(
          name: "id", value: "99999999999999999999",
          expected: TestLinks.integer)
      ),
      ("app://nowhere", .noMatch(path: "nowhere")),
      ("app://user/1/2/3", .noMatch(path: "user/1/2/3")),
      ("app://user", .noMatch(path: "user")),
      ("app://tag/x?sort=a&sort=b", .duplicateQueryItem(name: "sort")),
      ("app://tag/x?color=red", .unknownQueryItem(name: "color", allowed: ["sort"])),
      ("app://home?x=1", .unknownQueryItem(name: "x", allowed: [])),
      (
        "app://tag/x?sort",
        .malformed(
          link: "app://tag/x?sort", reason: "the query item 'sort' is not of the form name=value")
      ),
      ("app://tag/%4", .invalidPercentEncoding(component: "%4")),
      ("app://tag/%zz", .invalidPercentEncoding(component: "%zz")),
      ("app://tag/%C3", .invalidPercentEncoding(component: "%C3")),
      ("app://tag/%00", .forbiddenCharacter(component: "%00", scalar: "U+0000")),
      ("app://tag/a%E2%80%AEb", .forbiddenCharacter(component: "a%E2%80%AEb", scalar: "U+202E")),
      ("app://tag/%E2%80%8B", .forbiddenCharacter(component: "%E2%80%8B", scalar: "U+200B")),
      // One value, one link: integers only as String(Int) writes them.
      ("app://user/+42", .invalidParameter(name: "id", value: "+42", expected: TestLinks.integer)),
      (
        "app://user/0042", .invalidParameter(name: "id", value: "0042", expected: TestLinks.integer)
      ),
      ("app://user/-0", .invalidParameter(name: "id", value: "-0", expected: TestLinks.integer)),
      ("app://user/%34%32", .needlessPercentEncoding(component: "%34%32")),
      ("app://%75ser/42", .needlessPercentEncoding(component: "%75ser")),
      (
        "app://user/%2B42", .invalidParameter(name: "id", value: "+42", expected: TestLinks.integer)
      ),
      // Values with nothing to read, or characters no link needs.
      ("app://tag/%20", .blankComponent(component: "%20")),
      ("app://tag/%C2%A0", .blankComponent(component: "%C2%A0")),
      ("app://tag/%E2%A0%80", .blankComponent(component: "%E2%A0%80")),
      ("app://tag/%E3%85%A4", .forbiddenCharacter(component: "%E3%85%A4", scalar: "U+3164")),
      ("app://tag/%EF%BF%BF", .forbiddenCharacter(component: "%EF%BF%BF", scalar: "U+FFFF")),
      ("app://tag/%EE%80%80", .forbiddenCharacter(component: "%EE%80%80", scalar: "U+E000")),
      ("app://tag/%CC%81", .forbiddenCharacter(component: "%CC%81", scalar: "U+0301")),
      ("app://tag/x?sort=%20", .blankComponent(component: "%20")),
      ("app://tag/x?sort=", .blankComponent(component: "sort=")),
      // One spelling per link: no trailing slash, no empty query, no dot segment.
      ("app://home/", .nonCanonical(link: "app://home/", canonical: "app://home")),
      ("app://user/42/", .nonCanonical(link: "app://user/42/", canonical: "app://user/42")),
      ("app://home?", .nonCanonical(link: "app://home?", canonical: "app://home")),
      ("app://home/?", .nonCanonical(link: "app://home/?", canonical: "app://home")),
      (
        "app://tag/x/?sort=a",
        .nonCanonical(link: "app://tag/x/?sort=a", canonical: "app://tag/x?sort=a")
      ),
      (
        "app://tag/..",
        .malformed(
          link: "app://tag/..",
          reason: "it has the path segment '..', which links do not use; write the path it means")
      ),
      (
        "app://./home",
        .malformed(
          link: "app://./home",
          reason: "it has the path segment '.', which links do not use; write the path it means")
      ),
      // Text is NFC: the Kelvin sign is another spelling of K. The spelling in NFC opens no
      // route, so it is not named; its own error says why.
      ("app://tag/x?sor%E2%84%AA=a", .unknownQueryItem(name: "sorK", allowed: ["sort"])),
      // A decomposed é is another spelling of the composed one.
      (
        "app://tag/cafe%CC%81",
        .nonCanonical(link: "app://tag/cafe%CC%81", canonical: "app://tag/caf%C3%A9")
      ),
      // A Cyrillic о is no spelling of a Latin o: a look-alike, a name the route does not take.
      ("app://tag/x?s%D0%BErt=a", .unknownQueryItem(name: "s\u{43E}rt", allowed: ["sort"])),
    ])
  func rejects(_ link: String, _ error: DeepLinkError) throws {
    let table = try TestLinks.table()
    #expect(throws: error) { try table.resolve(link) }
  }

  @Test("A look-alike host does not match the real one")
  func lookAlike() throws {
    // "user" with a Cyrillic "у", percent-encoded as a link would carry it.
    #expect(throws: DeepLinkError.noMatch(path: "\u{0443}ser/1")) {
      try TestLinks.table().resolve("app://%D1%83ser/1")
    }
  }

  @Test("Links are capped in length, segments and query items, just over each limit")
  func limits() throws {
    let table = try TestLinks.table()
    let long = "app://tag/" + String(repeating: "a", count: DeepLinkURL.maximumLength - 10 + 1)
    #expect(
      throws: DeepLinkError.tooLong(
        length: DeepLinkURL.maximumLength + 1, limit: DeepLinkURL.maximumLength)
    ) {
      try table.resolve(long)
    }
    let atLimit = "app://tag/" + String(repeating: "a", count: DeepLinkURL.maximumLength - 10)
    #expect(
      try table.resolve(atLimit)
        == .tag(String(repeating: "a", count: DeepLinkURL.maximumLength - 10), sort: nil))
    let segments =
      "app://"
      + Array(repeating: "s", count: DeepLinkURL.maximumSegments + 1).joined(separator: "/")
    #expect(
      throws: DeepLinkError.tooManySegments(
        count: DeepLinkURL.maximumSegments + 1, limit: DeepLinkURL.maximumSegments)
    ) {
      try table.resolve(segments)
    }
    let query =
      "app://tag/x?" + (0...DeepLinkURL.maximumQueryItems).map { "k\($0)=v" }.joined(separator: "&")
    #expect(
      throws: DeepLinkError.tooManyQueryItems(
        count: DeepLinkURL.maximumQueryItems + 1, limit: DeepLinkURL.maximumQueryItems)
    ) {
      try table.resolve(query)
    }
  }

  @Test(
    "Patterns that could match the same link, with no literal to decide, are refused in any order",
    arguments: [
      ("a", "a"),
      ("a/{x: Int}", "a/{y}"),
      ("a/{x: Int in 1...10}", "a/{y: Int in 10...20}"),
      ("a/{x: identifier}", "a/{y}"),
      ("{x}/b/{y: Int}", "{z: Int}/b/{w}"),
      ("a?q", "a"),
    ])
  func ambiguous(_ first: String, _ second: String) throws {
    let one = try TestPatterns.pattern(first)
    let other = try TestPatterns.pattern(second)
    #expect(throws: DeepLinkError.ambiguousPatterns(first, second)) {
      try DeepLinkTable(scheme: "app", [TestPatterns.entry(one, 1), TestPatterns.entry(other, 2)])
    }
    #expect(throws: DeepLinkError.ambiguousPatterns(second, first)) {
      try DeepLinkTable(scheme: "app", [TestPatterns.entry(other, 2), TestPatterns.entry(one, 1)])
    }
  }

  @Test(
    "Patterns that cannot match one link, or where a literal decides, build in either order",
    arguments: [
      ("a/0", "a/{id: Int in 1...}", "app://a/0", "app://a/1"),
      ("{low: Int in 1...10}", "{high: Int in 11...20}", "app://10", "app://11"),
      ("products/new", "products/{slug: identifier}", "app://products/new", "app://products/x"),
      ("home", "{x}", "app://home", "app://x"),
      ("a/7", "a/{id: Int}", "app://a/7", "app://a/8"),
      ("a/c/{y}", "a/{x}/b", "app://a/c/b", "app://a/d/b"),
      ("a/{n: Int}/x", "a/{m: Int in 1...5}/{s}", "app://a/3/x", "app://a/3/y"),
      ("a/{s}/x", "a/{n: Int}/{t}", "app://a/3/x", "app://a/3/y"),
    ])
  func coexist(_ first: String, _ second: String, _ toFirst: String, _ toSecond: String) throws {
    let one = TestPatterns.entry(try TestPatterns.pattern(first), 1)
    let other = TestPatterns.entry(try TestPatterns.pattern(second), 2)
    for entries in [[one, other], [other, one]] {
      let table = try DeepLinkTable(scheme: "app", entries)
      for (link, route) in [(toFirst, 1), (toSecond, 2)] {
        #expect(try table.resolve(link) == route, "\(link)")
        #expect(try table.resolve(DeepLinkURL(parsing: link, scheme: "app")) == route, "\(link)")
      }
    }
  }

  @Test("Patterns that differ in any segment coexist, and the literal wins where both fit")
  func coexisting() throws {
    let table = try Self.coexistingTable()
    #expect(try table.resolve("app://a/b/end") == "literal")
    #expect(try table.resolve("app://a/b/other") == "b")
    #expect(try table.resolve("app://a/5") == "n=5")
  }

  @Test("A route whose closure takes other types than its pattern gives is refused when built")
  func routeTypesAreChecked() throws {
    let user = try DeepLinkPattern(.literal("user"), .int("id"))
    let login = try DeepLinkPattern(.literal("login"), query: ["username"])
    let cases: [(DeepLinkTable<String>.Entry, gives: String, takes: String)] = [
      (.init(user) { (id: String) in id }, "(Int)", "(String)"),
      (.init(user) { "no value" }, "(Int)", "()"),
      (.init(user) { (id: Int, extra: Int) in "\(id + extra)" }, "(Int)", "(Int, Int)"),
      (.init(login) { (name: String) in name }, "(Optional<String>)", "(String)"),
    ]
    for (entry, gives, takes) in cases {
      #expect(
        throws: DeepLinkError.routeTakesOtherValues(
          pattern: entry.pattern.description, gives: gives, takes: takes)
      ) {
        try DeepLinkTable(scheme: "app", [entry])
      }
    }
  }

  @Test(
    "A route takes every kind of value by type, and no link reaches a trap",
    arguments: [
      ("app://all/1/x/2", "1 x 2 nil"),
      ("app://all/-3/caf%C3%A9/0?d=v", "-3 café 0 v"),
      ("app://all/1/x/2?", "refused"),
      ("app://all/1/x", "refused"),
      ("app://all/x/1/2", "refused"),
      ("app://all/1/x/2?e=1", "refused"),
      ("app://all/1/x/2?d=", "refused"),
      ("app://all/1/x/2?d=%20", "refused"),
      ("app://all/1/%E2%80%8B/2", "refused"),
      ("app://all/01/x/2", "refused"),
      ("app://login", "nil"),
      ("app://login?", "refused"),
      ("app://login?username=ada", "ada"),
      ("app://login?user=ada", "refused"),
    ])
  func everyKindOfValue(_ link: String, _ expected: String) throws {
    let table = try Self.everyKindTable()
    let resolved = Result { () throws(DeepLinkError) in try table.resolve(link) }
    let parsed = Result { () throws(DeepLinkError) in
      try table.resolve(try DeepLinkURL(parsing: link, scheme: "app"))
    }
    #expect((try? resolved.get()) ?? "refused" == expected)
    #expect(resolved == parsed)
  }

  @Test("A route may reject a captured value")
  func routeRejectsValue() throws {
    let table = try DeepLinkTable<Int>(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("page"), .int("n"))) { (page: Int) throws(DeepLinkError) in
          guard page > 0 else {
            throw .invalidParameter(name: "n", value: "\(page)", expected: "a positive number")
          }
          return page
        }
      ])
    #expect(
      throws: DeepLinkError.invalidParameter(name: "n", value: "0", expected: "a positive number")
    ) {
      try table.resolve("app://page/0")
    }
  }

  @Test("A table of 10,000 patterns resolves the first, the middle and the last")
  func largeTable() throws {
    let entries = try (0..<10_000).map { (index) throws(DeepLinkError) in
      DeepLinkTable<Int>.Entry(try DeepLinkPattern(.literal("section\(index)"), .int("id"))) {
        (_: Int) in
        index
      }
    }
    let table = try DeepLinkTable(scheme: "app", entries)
    for index in [0, 5_000, 9_999] {
      #expect(try table.resolve("app://section\(index)/1") == index)
    }
    #expect(throws: DeepLinkError.noMatch(path: "section10000/1")) {
      try table.resolve("app://section10000/1")
    }
  }

  @Test(
    "Encoding and parsing round-trip any text",
    arguments: ["plain", "with space", "a/b?c=d&e#f", "100%", "café", "日本", "emoji 🚀", "~._-"])
  func roundTrip(_ text: String) throws {
    let link = try DeepLinkURL(scheme: "app", segments: ["tag", text], query: ["q": text])
    let parsed = try DeepLinkURL(parsing: link.string, scheme: "app")
    #expect(parsed == link)
  }

  @Test("Patterns describe themselves for listings and errors")
  func patternDescription() throws {
    #expect(try DeepLinkPattern(.literal("user"), .int("id")).description == "user/{id: Int}")
    #expect(
      try DeepLinkPattern(.literal("tag"), .string("name"), query: ["sort", "a"]).description
        == "tag/{name}?sort&a")
  }
}

@Suite("Deep-link regressions found by fuzzing")
struct DeepLinkFuzzRegressionTests {
  @Test("An accepted link near the length limit still round-trips through its encoded form")
  func encodingDoesNotGrow() throws {
    // Found by Scripts/fuzz.sh deeplink: '(' and '{' were percent-encoded, so the encoded
    // form of a 1,067-byte link grew past the 2,048-byte limit and was rejected.
    let name = "caf%C3%A9" + String(repeating: "(", count: 500) + String(repeating: "{", count: 500)
    let link = "app://tag/\(name)/list?sort=~e"
    let parsed = try DeepLinkURL(parsing: link, scheme: "app")
    #expect(parsed.string.utf8.count <= link.utf8.count)
    #expect(try DeepLinkURL(parsing: parsed.string, scheme: "app") == parsed)
  }

  @Test("Raw '/', '?' and '=' inside query values survive the round trip without growing")
  func queryDelimiters() throws {
    // Found by Scripts/fuzz.sh deeplink: '/' and '?' in a query value were escaped, so a
    // 2,045-byte link grew to 2,141 bytes when encoded.
    let link = "app://tag/x/list?sort=a/b?c=d" + String(repeating: "/?", count: 1_000)
    let parsed = try DeepLinkURL(parsing: link, scheme: "app")
    #expect(parsed.query["sort"]?.hasPrefix("a/b?c=d") == true)
    #expect(parsed.string.utf8.count == link.utf8.count)
    #expect(try DeepLinkURL(parsing: parsed.string, scheme: "app") == parsed)
  }

  @Test(
    "Encoding escapes exactly the delimiters, '%' and what is not printable ASCII",
    arguments: [
      ("a/b", "a%2Fb"), ("100%", "100%25"), ("q?x#y", "q%3Fx%23y"), ("k=v&w", "k=v&w"),
      ("a b", "a%20b"), ("é", "%C3%A9"), ("(){}~!*'", "(){}~!*'"), ("\u{7F}", "%7F"),
    ])
  func encoding(_ text: String, _ encoded: String) {
    #expect(DeepLinkURL.encode(text) == encoded)
  }
}
