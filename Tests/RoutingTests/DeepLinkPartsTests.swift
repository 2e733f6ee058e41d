import Testing

@testable import Routing

/// A case of text and what a link does with it: accepted, or refused with the error.
struct TextCase: CustomStringConvertible, Sendable {
  let text: String
  let error: DeepLinkError?
  var description: String {
    text.unicodeScalars.map { $0.isASCII ? String($0) : "U+\(String($0.value, radix: 16))" }
      .joined()
  }
}

@Suite("Deep links: links from parts, one spelling, and the characters a link may carry")
struct DeepLinkPartsTests {
  @Test(
    "A link built from parts is refused exactly where its text would be",
    arguments: [
      (
        ["search", "\u{202E}gpj.exe"], [:],
        DeepLinkError.forbiddenCharacter(
          component: "%E2%80%AEgpj.exe", scalar: "U+202E")
      ),
      (["search", "x"], ["q": ""], .blankComponent(component: "q=")),
      (["search", " "], [:], .blankComponent(component: "%20")),
      (
        ["search", ".."], [:],
        .malformed(
          link: "app://search/..",
          reason: "it has the path segment '..', which links do not use; write the path it means")
      ),
      (
        ["search", ""], [:],
        .malformed(
          link: "app://search/", reason: "it has an empty path segment")
      ),
      ([], [:], .malformed(link: "app://", reason: "it has no host")),
      (
        ["search"], ["": "x"],
        .malformed(
          link: "app://search?=x", reason: "the query item '=x' is not of the form name=value")
      ),
      (
        ["search"], ["q\u{200B}": "x"],
        .forbiddenCharacter(
          component: "q%E2%80%8B=x", scalar: "U+200B")
      ),
      (Array(repeating: "s", count: 33), [:], .tooManySegments(count: 33, limit: 32)),
      (["tag", String(repeating: "a", count: 2_043)], [:], .tooLong(length: 2_053, limit: 2_048)),
    ] as [([String], [String: String], DeepLinkError)])
  func partsAreChecked(_ segments: [String], _ query: [String: String], _ error: DeepLinkError) {
    #expect(throws: error) { try DeepLinkURL(scheme: "app", segments: segments, query: query) }
  }

  @Test("A scheme from parts is a letter, then letters, digits, '+', '-' or '.'")
  func schemeFromParts() throws {
    #expect(try DeepLinkURL(scheme: "My-App.v2", segments: ["home"]).string == "my-app.v2://home")
    for scheme in ["", "2app", "app:", "a pp", "äpp"] {
      #expect(throws: DeepLinkError.self, "\(scheme)") {
        try DeepLinkURL(scheme: scheme, segments: ["home"])
      }
    }
  }

  @Test(
    "A link built from parts prints a link that parses back to it",
    arguments: [
      ["search", "❤️"], ["a/b", "100%", "日本"], ["tag", "👩‍💻"], ["x", "a.b"], ["x", "..."],
    ])
  func partsRoundTrip(_ segments: [String]) throws {
    let link = try DeepLinkURL(scheme: "app", segments: segments, query: ["q": "v=w&x"])
    #expect(try DeepLinkURL(parsing: link.string, scheme: "app") == link)
  }

  @Test(
    "Each link has one spelling: the others are refused with the one to write",
    arguments: [
      ("app://home/", "app://home"), ("app://user/42/", "app://user/42"),
      ("app://home?", "app://home"), ("app://login/?username=a", "app://login?username=a"),
      ("APP://home/", "app://home"),
    ])
  func oneSpelling(_ link: String, _ canonical: String) throws {
    let table = try DeepLinkTable<String>(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("home"))) { "home" },
        .init(DeepLinkPattern(.literal("user"), .int("id"))) { (id: Int) in "user \(id)" },
        .init(DeepLinkPattern(.literal("login"), query: ["username"])) { $0 ?? "-" },
      ])
    let error = DeepLinkError.nonCanonical(link: link, canonical: canonical)
    #expect(throws: error) { try table.resolve(link) }
    #expect(throws: error) { try DeepLinkURL(parsing: link, scheme: "app") }
    #expect(error.description.hasSuffix("write '\(canonical)'."))
    #expect(try table.resolve(canonical) != "")
  }

  @Test("Text has one spelling, NFC: the Kelvin sign is refused naming K; a look-alike is shown")
  func queryNamesInNFC() throws {
    let table = try DeepLinkTable<String>(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("promo"), query: ["code", "trackingKey"])) {
          code, key in "\(code ?? "-") \(key ?? "-")"
        }
      ])
    #expect(try table.resolve("app://promo?code=X&trackingKey=1") == "X 1")
    #expect(
      throws: DeepLinkError.nonCanonical(
        link: "app://promo?code=X&tracking%E2%84%AAey=1",
        canonical: "app://promo?code=X&trackingKey=1")
    ) { try table.resolve("app://promo?code=X&tracking%E2%84%AAey=1") }
    // A link built from parts is one the parser accepts, so it is refused the same way.
    #expect(
      throws: DeepLinkError.nonCanonical(
        link: "app://promo?tracking%E2%84%AAey=1", canonical: "app://promo?trackingKey=1")
    ) { try DeepLinkURL(scheme: "app", segments: ["promo"], query: ["tracking\u{212A}ey": "1"]) }
    // A Cyrillic К is no spelling of K: the name is unknown, and the message says which it is.
    let lookAlike = DeepLinkError.unknownQueryItem(
      name: "tracking\u{41A}ey", allowed: ["code", "trackingKey"])
    #expect(throws: lookAlike) { try table.resolve("app://promo?tracking%D0%9Aey=1") }
    #expect(
      lookAlike.description
        == "Deep link rejected: unknown query item 'tracking\u{41A}ey' "
        + "(U+041A CYRILLIC CAPITAL LETTER KA). Allowed: code, trackingKey.")
  }

  @Test("Captured text reaches the route in NFC, and a literal matches its NFC spelling")
  func capturesInNFC() throws {
    let table = try DeepLinkTable<String>(
      scheme: "app",
      [
        .init(DeepLinkPattern(.literal("search"), .string("term"))) { $0 },
        // Written decomposed; links spell it composed.
        .init(DeepLinkPattern(.literal("cafe\u{301}"))) { "the café" },
      ])
    #expect(try table.resolve("app://search/caf%C3%A9").unicodeScalars.count == 4)
    #expect(try table.resolve("app://caf%C3%A9") == "the café")
    let noMatch = DeepLinkError.noMatch(path: "caf\u{E8}")
    #expect(throws: noMatch) { try table.resolve("app://caf%C3%A8") }
    #expect(
      noMatch.description
        == "Deep link rejected: no route matches 'caf\u{E8}' "
        + "(U+00E8 LATIN SMALL LETTER E WITH GRAVE)."
    )
  }

  @Test(
    "Emoji sequences and words joined with ZWNJ pass; stray joiners and invisibles do not",
    arguments: [
      TextCase(text: "❤️", error: nil),
      TextCase(text: "👩‍💻", error: nil),
      TextCase(text: "👨‍👩‍👧", error: nil),
      TextCase(text: "❤️‍🔥", error: nil),
      TextCase(text: "1️⃣", error: nil),
      TextCase(text: "می\u{200C}خواهم", error: nil),
      TextCase(text: "क्\u{200D}ष", error: nil),
      TextCase(text: "👍🏽", error: nil),
      TextCase(text: "\u{200D}a", error: .forbiddenCharacter(component: "", scalar: "U+200D")),
      TextCase(text: "a\u{200D}", error: .forbiddenCharacter(component: "", scalar: "U+200D")),
      TextCase(text: "a\u{200C}", error: .forbiddenCharacter(component: "", scalar: "U+200C")),
      TextCase(
        text: "a\u{200D}\u{200D}b", error: .forbiddenCharacter(component: "", scalar: "U+200D")),
      TextCase(
        text: "a\u{FE0F}\u{FE0F}", error: .forbiddenCharacter(component: "", scalar: "U+FE0F")),
      TextCase(text: " \u{FE0F}", error: .forbiddenCharacter(component: "", scalar: "U+FE0F")),
      TextCase(text: "\u{FE0F}", error: .forbiddenCharacter(component: "", scalar: "U+FE0F")),
      TextCase(text: "a\u{202E}b", error: .forbiddenCharacter(component: "", scalar: "U+202E")),
      TextCase(text: "a\u{200B}b", error: .forbiddenCharacter(component: "", scalar: "U+200B")),
      TextCase(text: "a\u{2060}b", error: .forbiddenCharacter(component: "", scalar: "U+2060")),
      // The flag of England: the black flag, tags g b e n g, the cancel tag.
      TextCase(text: "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", error: nil),
      TextCase(
        text: "a\u{E0067}\u{E007F}", error: .forbiddenCharacter(component: "", scalar: "U+E0067")),
      TextCase(
        text: "🏴\u{E0067}\u{E0062}", error: .forbiddenCharacter(component: "", scalar: "U+E0067")),
      TextCase(text: "a\u{E007F}", error: .forbiddenCharacter(component: "", scalar: "U+E007F")),
      // Between Latin letters a joiner shows nothing: a look-alike of "ab".
      TextCase(text: "a\u{200D}b", error: .forbiddenCharacter(component: "", scalar: "U+200D")),
      TextCase(text: "a\u{200C}b", error: .forbiddenCharacter(component: "", scalar: "U+200C")),
      TextCase(text: "👩\u{200D}b", error: .forbiddenCharacter(component: "", scalar: "U+200D")),
      TextCase(text: "👍🏽\u{200D}🔥", error: nil),
      TextCase(text: "🏳️‍🌈", error: nil),
      TextCase(text: "\u{E000}", error: .forbiddenCharacter(component: "", scalar: "U+E000")),
      TextCase(text: "\u{FFFF}", error: .forbiddenCharacter(component: "", scalar: "U+FFFF")),
    ])
  func joiners(_ textCase: TextCase) throws {
    let table = try DeepLinkTable<String>(
      scheme: "app", [.init(DeepLinkPattern(.literal("search"), .string("term"))) { $0 }])
    let encoded = DeepLinkURL.encode(textCase.text)
    let result = Result { () throws(DeepLinkError) in try table.resolve("app://search/" + encoded) }
    switch (textCase.error, result) {
    case (nil, .success(let term)):
      #expect(term.unicodeScalars.elementsEqual(textCase.text.unicodeScalars))
      #expect(
        try DeepLinkURL(scheme: "app", segments: ["search", textCase.text]).segments[1]
          == textCase.text)
    case (.forbiddenCharacter(_, let scalar)?, .failure(let error)):
      #expect(error == .forbiddenCharacter(component: encoded, scalar: scalar))
      #expect(throws: DeepLinkError.forbiddenCharacter(component: encoded, scalar: scalar)) {
        try DeepLinkURL(scheme: "app", segments: ["search", textCase.text])
      }
    default:
      Issue.record("expected \(String(describing: textCase.error)), got \(result)")
    }
  }

  @Test(
    "A pattern no link could match, or one naming a value twice, is refused when it is made",
    arguments: [
      (
        [DeepLinkPattern.Segment.literal("")], [String](),
        "a literal is empty; remove it or give it text"
      ),
      (
        [.literal("a/b")], [],
        "the literal 'a/b' holds a '/', but a literal is one segment; write .literal(\"a\"), "
          + ".literal(\"b\")"
      ),
      ([.literal(".")], [], "the literal '.' is a dot segment, which links do not use"),
      ([.literal("..")], [], "the literal '..' is a dot segment, which links do not use"),
      (
        [.literal("a\u{202E}")], [],
        "the literal 'a\u{202E}' holds U+202E, which links refuse (see DeepLinkURL)"
      ),
      ([.literal(" ")], [], "the literal ' ' is blank, which links refuse"),
      ([], [], "it has no segment; give at least the host"),
      ([.literal("a"), .int("id")], ["id"], "it names 'id' twice; give each value its own name"),
      ([.literal("a")], [""], "a query item is empty; remove it or give it text"),
    ])
  func invalidPatterns(_ segments: [DeepLinkPattern.Segment], _ query: [String], _ reason: String) {
    #expect {
      try DeepLinkPattern(segments: segments, query: query)
    } throws: { error in
      guard case .invalidPattern(_, let found) = error as? DeepLinkError else { return false }
      return found == reason
    }
  }

  @Test("A bad literal is refused through the public, variadic initializer too")
  func variadicRefuses() {
    #expect(
      throws: DeepLinkError.invalidPattern(
        pattern: "a/b",
        reason:
          "the literal 'a/b' holds a '/', but a literal is one segment; write .literal(\"a\"), "
          + ".literal(\"b\")")
    ) { try DeepLinkPattern(.literal("a/b")) }
  }
}
