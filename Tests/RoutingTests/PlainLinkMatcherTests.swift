import Testing

@testable import Routing

@Suite("Deep links: the byte walk for plain links agrees with the full parser")
struct PlainLinkMatcherTests {
  /// Resolves through `DeepLinkURL` and the tree of strings only: the reference.
  private static func parsedThenResolved<Route>(_ table: DeepLinkTable<Route>, _ link: String)
    -> Result<Route, DeepLinkError>
  {
    table.resolvedAsParsed(link)
  }

  private static func resolved<Route>(_ table: DeepLinkTable<Route>, _ link: String)
    -> Result<Route, DeepLinkError>
  {
    Result { () throws(DeepLinkError) in try table.resolve(link) }
  }

  /// Literals that are Unicode-equivalent but not equal by bytes.
  static func kelvinTable() throws(DeepLinkError) -> DeepLinkTable<Int> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("Kelvin"))) { 1 },
        .init(DeepLinkPattern(.literal("\u{212A}"))) { 2 },
        .init(DeepLinkPattern(.literal("KidsCorner"))) { 3 },
      ])
  }

  static let tricky: [String] = [
    "app://home", "APP://home", "App://HOME", "app://home/", "app://home//", "app:///home",
    "app://", "app:/home", "app:home", "ap://home", "appx://home", "ftp://home", "app://home#x",
    "app://user/42", "app://user/+5", "app://user/-0", "app://user/+", "app://user/-",
    "app://user/--1", "app://user/0042", "app://user/9223372036854775807",
    "app://user/9223372036854775808", "app://user/-9223372036854775808",
    "app://user/-9223372036854775809", "app://user/4a", "app://user/42/posts",
    "app://user/42/posts/", "app://user//posts", "app://user/settings", "app://user/settings/x",
    "app://tag/x:y", "app://tag//", "app://tag/a%20b", "app://tag/x?sort=new", "app://tag/",
    "app://tag",
    "app://user/42?x=1", "app://us%65r/42", "app://user/4 2", "app://home\u{7F}",
    "app://home:8080", "app://" + Array(repeating: "x", count: 33).joined(separator: "/"),
  ]

  @Test("Each link resolves, or is rejected, exactly as the full parser decides", arguments: tricky)
  func agrees(_ link: String) throws {
    let table = try TestLinks.table()
    #expect(Self.resolved(table, link) == Self.parsedThenResolved(table, link))
  }

  @Test("A plain link that matches is decided by the byte walk")
  func plainLinksTakeTheWalk() throws {
    let table = try TestLinks.table()
    let matcher = table.plainLinks
    #expect(matcher.match("app://user/42/posts")?.entry == 2)
    let captured = matcher.match("app://user/42/posts").map {
      DeepLinkParameters(
        pattern: table.patterns[$0.entry], plainLink: "app://user/42/posts", pathStart: $0.pathStart
      )
    }
    #expect(try captured?.value(0) == 42)
    #expect(matcher.match("app://tag/x%20y") == nil)
    #expect(matcher.match("app://nowhere") == nil)
  }

  @Test("Segment limits: 32 segments match, 33 are left to the full parser's error")
  func segmentLimit() throws {
    // The pattern has the most segments a link may have: 3 + 29.
    let deep = try DeepLinkPattern(
      .literal("a"), .string("rest"), .int("n"), .literal("x"), .literal("x"), .literal("x"),
      .literal("x"), .literal("x"), .literal("x"), .literal("x"), .literal("x"), .literal("x"),
      .literal("x"), .literal("x"), .literal("x"), .literal("x"), .literal("x"), .literal("x"),
      .literal("x"), .literal("x"), .literal("x"), .literal("x"), .literal("x"), .literal("x"),
      .literal("x"), .literal("x"), .literal("x"), .literal("x"), .literal("x"), .literal("x"),
      .literal("x"), .literal("x"))
    let table = try DeepLinkTable<Int>(scheme: "app", [.init(deep) { (_: String, n: Int) in n }])
    let tail = Array(repeating: "x", count: 29).joined(separator: "/")
    #expect(Self.resolved(table, "app://a/b/7/" + tail) == .success(7))
    #expect(
      Self.resolved(table, "app://a/b/7/" + tail + "/x")
        == .failure(.tooManySegments(count: 33, limit: DeepLinkURL.maximumSegments)))
    #expect(
      Self.resolved(table, "app://a/b/7/" + tail + "/x")
        == Self.parsedThenResolved(table, "app://a/b/7/" + tail + "/x"))
  }

  @Test(
    "Text is NFC on both paths: the Kelvin sign is another spelling of K, and a literal of it is K",
    arguments: [
      ("app://Kelvin", Result<Int, DeepLinkError>.success(1)),
      (
        "app://%E2%84%AAelvin",
        .failure(.nonCanonical(link: "app://%E2%84%AAelvin", canonical: "app://Kelvin"))
      ),
      (
        "app://%E2%84%AAidsCorner",
        .failure(.nonCanonical(link: "app://%E2%84%AAidsCorner", canonical: "app://KidsCorner"))
      ),
      ("app://%E2%84%AA", .failure(.nonCanonical(link: "app://%E2%84%AA", canonical: "app://K"))),
      ("app://K", .success(2)),
      // A Cyrillic letter is no spelling of a Latin one: a look-alike, shown with its scalar.
      ("app://%D0%9Aelvin", .failure(.noMatch(path: "\u{41A}elvin"))),
    ])
  func literalsByBytes(_ link: String, _ expected: Result<Int, DeepLinkError>) throws {
    let table = try Self.kelvinTable()
    #expect(Self.resolved(table, link) == expected)
    #expect(Self.resolved(table, link) == Self.parsedThenResolved(table, link))
  }

  @Test(
    "An integer has one spelling: 0 or -?[1-9][0-9]* within Int, the way String(Int) writes it",
    arguments: [
      ("0", 0), ("7", 7), ("-7", -7), ("42", 42), ("-0", nil), ("+0", nil), ("+42", nil),
      ("+", nil), ("-", nil), ("", nil), ("--1", nil), ("+-1", nil), ("1e3", nil), ("0x10", nil),
      ("00042", nil), ("042", nil), ("-042", nil), (" 1", nil), ("1 ", nil),
      ("9223372036854775807", Int.max), ("9223372036854775808", nil),
      ("-9223372036854775808", Int.min), ("-9223372036854775809", nil),
      ("99999999999999999999", nil),
    ] as [(String, Int?)])
  func integers(_ text: String, _ expected: Int?) {
    #expect(decimalInteger(text) == expected)
    // Every accepted spelling is the one String(Int) gives.
    if let value = decimalInteger(text) { #expect(String(value) == text) }
  }
}
