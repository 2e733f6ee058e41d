import Testing

@testable import Routing

/// SplitMix64: a seeded generator, so that a failing order can be run again.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// Links that reach each pattern of a table, and its neighbours: for each capture, values at
/// and past its range's ends and the literals of other patterns; for each literal, itself.
func sampleLinks<Route>(_ table: DeepLinkTable<Route>) -> [String] {
  let literals = Set(
    table.patterns.flatMap { pattern in
      pattern.segments.compactMap { segment -> String? in
        guard case .literal(let text) = segment else { return nil }
        return text
      }
    })
  let others = literals.sorted()
  var links: [String] = []
  for pattern in table.patterns {
    let choices = pattern.segments.map { segment in choicesOf(segment, others) }
    let widest = choices.map(\.count).max() ?? 1
    for pick in 0..<widest {
      let path = choices.map { $0[pick % $0.count] }.joined(separator: "/")
      links.append("\(table.scheme)://\(path)")
      for name in pattern.query { links.append("\(table.scheme)://\(path)?\(name)=v") }
    }
  }
  return links
}

/// Texts to try in one segment: the literal itself, or values around a capture's range.
private func choicesOf(_ segment: DeepLinkPattern.Segment, _ literals: [String]) -> [String] {
  switch segment {
  case .literal(let text):
    return [text]
  case .int(_, let range):
    let ends: [Int] = [range.lowerBound, range.upperBound, 0, 1, -1, 5, 11, 20, 21]
    var values: [Int] = []
    for end in ends {
      values.append(end)
      if end > .min { values.append(end - 1) }
      if end < .max { values.append(end + 1) }
    }
    return values.map { String($0) } + literals
  case .string, .identifier:
    return ["x", "a.b", "caf%C3%A9"] + literals
  }
}

@Suite("Deep links: a table answers the same whatever the order of its entries")
struct DeepLinkOrderTests {
  /// Builds `table`'s entries in `orders` shuffled orders and resolves every link, as text and
  /// parsed, in each; every answer must be the original order's.
  static func expectSameAnswers<Route: Equatable>(
    _ table: DeepLinkTable<Route>, links extra: [String] = [], orders: Int = 24,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let links = sampleLinks(table) + extra + PlainLinkMatcherTests.tricky
    var generator = SeededGenerator(state: 0x5EED)
    for order in 0..<orders {
      let shuffled = try DeepLinkTable(
        scheme: table.scheme, table.entries.shuffled(using: &generator))
      for link in links {
        let expected = Result { () throws(DeepLinkError) in try table.resolve(link) }
        let text = Result { () throws(DeepLinkError) in try shuffled.resolve(link) }
        let parsed = shuffled.resolvedAsParsed(link)
        #expect(text == expected, "order \(order): \(link)", sourceLocation: sourceLocation)
        #expect(parsed == expected, "order \(order): \(link)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("Every table of the tests, shuffled")
  func testTables() throws {
    try Self.expectSameAnswers(TestLinks.table())
    try Self.expectSameAnswers(DeepLinkCaptureKindsTests.table())
    try Self.expectSameAnswers(DeepLinkTests.everyKindTable())
    try Self.expectSameAnswers(DeepLinkTests.coexistingTable())
    try Self.expectSameAnswers(PlainLinkMatcherTests.kelvinTable())
    try Self.expectSameAnswers(makeShopLinks(), links: ["shop://product/7", "shop://search/x"])
  }

  /// Segments that overlap in every way the rules distinguish.
  static let pool: [DeepLinkPattern.Segment] = [
    .literal("a"), .literal("b"), .literal("0"), .literal("7"), .literal("new"), .int("n"),
    .int("n", in: 1...10), .int("n", in: 11...20), .int("n", in: 5...15), .int("n", in: 0...0),
    .string("s"), .identifier("i"),
  ]

  /// Checks each sample link against a reference that tries every pattern: a link that
  /// resolves reaches the pattern with a literal at the first segment where the others that
  /// match have a capture, and a link that no pattern matches is refused.
  static func expectPrecedence(_ table: DeepLinkTable<String>) {
    for link in sampleLinks(table) {
      guard let url = try? DeepLinkURL(parsing: link, scheme: "app") else { continue }
      let matching = table.entries.filter { matches($0.pattern, url.segments) }
      let winner = matching.min { isPreferred($0.pattern, over: $1.pattern) }
      switch Result(catching: { () throws(DeepLinkError) in try table.resolve(link) }) {
      case .success(let route):
        #expect(
          winner.map { try? $0.makeRoute(DeepLinkParameters(pattern: $0.pattern, link: url)) }
            == route, "\(link)")
      case .failure:
        break
      }
      if matching.isEmpty {
        #expect(throws: DeepLinkError.self, "\(link)") { try table.resolve(link) }
      }
    }
  }

  /// Whether a link's segments fit a pattern, segment by segment.
  static func matches(_ pattern: DeepLinkPattern, _ segments: [String]) -> Bool {
    guard pattern.segments.count == segments.count else { return false }
    return zip(pattern.segments, segments).allSatisfy { segment, text in
      switch segment {
      case .literal(let literal): literal.utf8.elementsEqual(text.utf8)
      case .int(_, let range): decimalInteger(text).map(range.contains) ?? false
      case .string, .identifier: true
      }
    }
  }

  /// Whether `one` has a literal at the first segment where `other` has a capture, or the
  /// other way round; two patterns that both match a link differ so, or the table is refused.
  static func isPreferred(_ one: DeepLinkPattern, over other: DeepLinkPattern) -> Bool {
    for (mine, theirs) in zip(one.segments, other.segments) {
      switch (mine, theirs) {
      case (.literal, .literal): continue
      case (.literal, _): return true
      case (_, .literal): return false
      default: continue
      }
    }
    return false
  }

  /// The segment with its capture named by position, so that no pattern names a value twice.
  static func named(_ segment: DeepLinkPattern.Segment, _ position: Int) -> DeepLinkPattern.Segment
  {
    switch segment {
    case .int(_, let range): .int("v\(position)", in: range)
    case .string: .string("v\(position)")
    case .identifier: .identifier("v\(position)")
    case .literal: segment
    }
  }

  @Test("Random tables build in every order or in none, and answer alike when they build")
  func randomTables() throws {
    var generator = SeededGenerator(state: 2_026)
    var built = 0
    for _ in 0..<300 {
      var entries: [DeepLinkTable<String>.Entry] = []
      for index in 0..<Int.random(in: 2...6, using: &generator) {
        var segments: [DeepLinkPattern.Segment] = []
        for position in 0..<Int.random(in: 1...3, using: &generator) {
          segments.append(Self.named(Self.pool.randomElement(using: &generator)!, position))
        }
        let pattern = try DeepLinkPattern(segments: segments, query: [])
        entries.append(TestPatterns.entry(pattern, "\(index): \(pattern)"))
      }
      let first = Result { () throws(DeepLinkError) in try DeepLinkTable(scheme: "app", entries) }
      var reordered = entries
      for _ in 0..<8 {
        reordered.shuffle(using: &generator)
        let again = Result { () throws(DeepLinkError) in
          try DeepLinkTable(scheme: "app", reordered)
        }
        switch (first, again) {
        case (.success, .success), (.failure(.ambiguousPatterns), .failure(.ambiguousPatterns)):
          break
        default:
          let patterns = entries.map { $0.pattern.description }
          Issue.record("\(patterns) builds in one order and not in another")
        }
      }
      if case .success(let table) = first {
        built += 1
        try Self.expectSameAnswers(table, orders: 4)
        Self.expectPrecedence(table)
      }
    }
    #expect(built > 50, "too few random tables built to compare their answers")
  }
}
