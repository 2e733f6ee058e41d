import Testing

@testable import Routing

@Suite("Deep links: ranged integers and identifiers")
struct DeepLinkCaptureKindsTests {
  static func table() throws -> DeepLinkTable<String> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("user"), .int("id", in: 1...Int.max), query: ["tab"])) {
          (id: Int, tab: String?) in "user \(id) \(tab ?? "-")"
        },
        .init(DeepLinkPattern(.literal("page"), .int("n", in: 3...5))) { (n: Int) in "page \(n)" },
        .init(DeepLinkPattern(.literal("below"), .int("n", in: Int.min...9))) { (n: Int) in
          "below \(n)"
        },
        .init(DeepLinkPattern(.literal("file"), .identifier("slug"), query: ["v"])) {
          (slug: String, v: String?) in "file \(slug) \(v ?? "-")"
        },
      ])
  }

  /// Resolves `link` both ways, plain and parsed first, and checks that they agree.
  static func resolve(_ link: String) throws -> Result<String, DeepLinkError> {
    let table = try table()
    let resolved = Result { () throws(DeepLinkError) in try table.resolve(link) }
    let parsed = Result { () throws(DeepLinkError) in
      try table.resolve(try DeepLinkURL(parsing: link, scheme: "app"))
    }
    #expect(resolved == parsed, "\(link)")
    return resolved
  }

  @Test(
    "An integer inside its range resolves, on both ways of matching",
    arguments: [
      ("app://user/1", "user 1 -"),
      ("app://user/9223372036854775807", "user 9223372036854775807 -"),
      ("app://user/42?tab=posts", "user 42 posts"), ("app://page/3", "page 3"),
      ("app://page/5", "page 5"), ("app://below/9", "below 9"), ("app://below/-7", "below -7"),
    ])
  func inRange(_ link: String, _ expected: String) throws {
    #expect(try Self.resolve(link) == .success(expected))
  }

  @Test(
    "An integer outside its range is refused with the range it must lie in",
    arguments: [
      ("app://user/0", "id", "0", "an integer of at least 1"),
      ("app://user/-1?tab=posts", "id", "-1", "an integer of at least 1"),
      ("app://page/2", "n", "2", "an integer from 3 to 5"),
      ("app://page/6", "n", "6", "an integer from 3 to 5"),
      ("app://below/10", "n", "10", "an integer of at most 9"),
    ])
  func outOfRange(_ link: String, _ name: String, _ value: String, _ expected: String) throws {
    let result = try Self.resolve(link)
    #expect(result == .failure(.invalidParameter(name: name, value: value, expected: expected)))
  }

  @Test(
    "An identifier takes ASCII letters, digits, '-' and '_', and nothing else",
    arguments: [
      ("app://file/a-b_C9", "file a-b_C9 -"), ("app://file/readme?v=2", "file readme 2"),
      ("app://file/-", "file - -"),
    ])
  func identifier(_ link: String, _ expected: String) throws {
    #expect(try Self.resolve(link) == .success(expected))
  }

  @Test(
    "Anything else in an identifier is refused, whatever way it is spelled",
    arguments: [
      ("app://file/a.b", "a.b"), ("app://file/...", "..."), ("app://file/a~b", "a~b"),
      ("app://file/caf%C3%A9", "café"), ("app://file/a%2Fb", "a/b"), ("app://file/a%20b", "a b"),
      ("app://file/%D0%B0", "а"), ("app://file/a:b?v=1", "a:b"),
    ])
  func notAnIdentifier(_ link: String, _ value: String) throws {
    let result = try Self.resolve(link)
    #expect(
      result
        == .failure(
          .invalidParameter(
            name: "slug", value: value, expected: "ASCII letters, digits, '-' or '_'")))
  }

  @Test("Ranges and identifiers describe themselves, and the route takes Int and String")
  func descriptions() throws {
    #expect(
      try DeepLinkPattern(.literal("user"), .int("id", in: 1...Int.max)).description
        == "user/{id: Int in 1...}")
    #expect(try DeepLinkPattern(.int("n", in: Int.min...9)).description == "{n: Int in ...9}")
    #expect(try DeepLinkPattern(.int("n", in: 3...5)).description == "{n: Int in 3...5}")
    #expect(try DeepLinkPattern(.int("n")).description == "{n: Int}")
    #expect(try DeepLinkPattern(.identifier("slug")).description == "{slug: identifier}")
    let wrong = DeepLinkTable<String>.Entry(try DeepLinkPattern(.identifier("slug"))) { (n: Int) in
      "\(n)"
    }
    #expect(
      throws: DeepLinkError.routeTakesOtherValues(
        pattern: "{slug: identifier}", gives: "(String)", takes: "(Int)")
    ) { try DeepLinkTable(scheme: "app", [wrong]) }
  }

  @Test("A literal beside an integer capture wins inside its range, in either order")
  func literalsAndRanges() throws {
    let literal = DeepLinkTable<String>.Entry(try DeepLinkPattern(.literal("user"), .literal("5")))
    {
      "five"
    }
    let ranged = DeepLinkTable<String>.Entry(
      try DeepLinkPattern(.literal("user"), .int("id", in: 1...Int.max))
    ) { (id: Int) in "user \(id)" }
    for entries in [[literal, ranged], [ranged, literal]] {
      let table = try DeepLinkTable(scheme: "app", entries)
      #expect(try table.resolve("app://user/5") == "five")
      #expect(try table.resolve("app://user/7") == "user 7")
      #expect(
        throws: DeepLinkError.invalidParameter(
          name: "id", value: "0", expected: "an integer of at least 1")
      ) { try table.resolve("app://user/0") }
    }
  }
}

@Suite("Deep links: integer captures with disjoint ranges")
struct DisjointRangesTests {
  @Test("Each value reaches the capture whose range holds it; one outside all names them all")
  func disjointRanges() throws {
    let table = try DeepLinkTable<String>(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("n"), .int("low", in: 1...10))) { (n: Int) in "low \(n)" },
        .init(DeepLinkPattern(.literal("n"), .int("high", in: 11...20))) { (n: Int) in "high \(n)"
        },
      ])
    #expect(try table.resolve("app://n/10") == "low 10")
    #expect(try table.resolve("app://n/11") == "high 11")
    let error = DeepLinkError.invalidParameter(
      name: "low' or 'high", value: "30",
      expected: "an integer from 1 to 10 or an integer from 11 to 20")
    #expect(throws: error) { try table.resolve("app://n/30") }
    #expect(
      error.description
        == "Deep link rejected: 'low' or 'high' is '30', but it must be an integer from 1 to 10 "
        + "or an integer from 11 to 20.")
  }
}
