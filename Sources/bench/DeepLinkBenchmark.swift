import Routing

/// Deep-link resolution with many patterns, beside a matcher that tries every pattern in turn.
enum DeepLinkBenchmark {
  /// One table size, set up before any timing.
  private struct Case {
    let size: Int
    let table: DeepLinkTable<Int>
    let linear: LinearDeepLinkMatcher
    let link: String
  }

  static func run(sizes: [Int], iterations: Int) throws -> [Measurement] {
    let cases = try sizes.map(makeCase)
    // Rounds go through every size in turn, so that a slow spell of the machine falls on all
    // sizes alike instead of on whichever size was being timed then.
    var resolved = Array(repeating: Double.infinity, count: cases.count)
    var scanned = Array(repeating: Double.infinity, count: cases.count)
    var total = 0
    for _ in 0..<5 {
      for (index, item) in cases.enumerated() {
        resolved[index] = min(
          resolved[index],
          bestTime(rounds: 1, operations: iterations) {
            for _ in 0..<iterations { total &+= (try? item.table.resolve(item.link)) ?? 0 }
          })
        scanned[index] = min(
          scanned[index],
          bestTime(rounds: 1, operations: max(1, iterations / 10)) {
            for _ in 0..<max(1, iterations / 10) {
              total &+= (try? item.linear.resolve(item.link)) ?? 0
            }
          })
      }
    }
    blackHole(total)
    return cases.indices.map { index in
      Measurement(
        name: "deep link", size: cases[index].size, nanosecondsPerOperation: resolved[index],
        baseline: "try every pattern in turn", baselineNanosecondsPerOperation: scanned[index])
    }
  }

  /// The routes of a small app, for printing.
  enum PrintedRoute: Hashable, Sendable {
    case home, settings
    case item(id: Int)
    case search(term: String, page: Int?)
    case pair(first: Int, second: Int)
    case profile(name: String)
    case filtered(term: String, page: Int, sort: String, tag: String, minimum: Int, maximum: Int)
  }

  /// Printing routes' links with a table that also parses them, beside resolving the same links
  /// (the rows' size is the number of values a route holds): a route of one value, the table's
  /// third entry, so that two entries before it are passed over (as a `DeepLinkURL`, then as
  /// its text); and a search link of six values.
  static func printing(iterations: Int) throws -> [Measurement] {
    let table = try DeepLinkTable<PrintedRoute>(
      scheme: "app",
      [
        .init("home", .home), .init("settings", .settings),
        .init("item/{id in 1...}", PrintedRoute.item),
        .init("search/{term}?page", PrintedRoute.search),
        .init("pair/{first}/{second}", PrintedRoute.pair),
        .init("profile/{name}", PrintedRoute.profile),
        .init("find/{term}?page&sort&tag&min&max", PrintedRoute.filtered),
      ])
    let items = (1...1_000).map { PrintedRoute.item(id: $0) }
    let searches = (1...1_000).map {
      PrintedRoute.filtered(
        term: "shoes", page: $0, sort: "price", tag: "red", minimum: 10, maximum: 200 + $0)
    }
    return [
      try measure("link printing", values: 1, table: table, routes: items, iterations: iterations) {
        try table.link(for: $0).segments.count
      },
      try measure("link text", values: 1, table: table, routes: items, iterations: iterations) {
        try table.link(for: $0).string.utf8.count
      },
      try measure(
        "search link text", values: 6, table: table, routes: searches, iterations: iterations
      ) {
        try table.link(for: $0).string.utf8.count
      },
    ]
  }

  /// Prints each of `routes`, which hold `values` values each, with `print` (which returns a
  /// number to keep its work), beside resolving their links.
  private static func measure(
    _ name: String, values: Int, table: DeepLinkTable<PrintedRoute>, routes: [PrintedRoute],
    iterations: Int,
    print: (PrintedRoute) throws -> Int
  ) throws -> Measurement {
    let links = try routes.map { try table.link(for: $0).string }
    try require(
      try links.map { try table.resolve($0) } == routes, "a printed link did not parse back")
    var printed = Double.infinity
    var parsed = Double.infinity
    var total = 0
    for _ in 0..<5 {
      printed = min(
        printed,
        bestTime(rounds: 1, operations: iterations) {
          for index in 0..<iterations {
            total &+= (try? print(routes[index % routes.count])) ?? 0
          }
        })
      parsed = min(
        parsed,
        bestTime(rounds: 1, operations: iterations) {
          for index in 0..<iterations {
            if (try? table.resolve(links[index % links.count])) != nil { total &+= 1 }
          }
        })
    }
    blackHole(total)
    return Measurement(
      name: name, size: values, nanosecondsPerOperation: printed,
      baseline: "resolve the same link", baselineNanosecondsPerOperation: parsed)
  }

  private static func makeCase(size: Int) throws -> Case {
    let patterns = try (0..<size).map { (index) throws(DeepLinkError) in
      try DeepLinkPattern(.literal("section\(index)"), .literal("item"), .int("id"))
    }
    // Both sides read the captured id, as a route would: the work of capturing is timed.
    let table = try DeepLinkTable<Int>(
      scheme: "app",
      patterns.enumerated().map { index, pattern in
        .init(pattern) { id in index &+ id &- 42 }
      })
    let link = "app://section\(size / 2)/item/42"
    try require((try? table.resolve(link)) == size / 2, "the table resolved the wrong route")
    let linear = LinearDeepLinkMatcher(patterns: patterns)
    try require(
      (try? linear.resolve(link)) == size / 2, "the linear matcher resolved the wrong route")
    return Case(size: size, table: table, linear: linear, link: link)
  }
}
/// The common design: parse the link, then try each pattern in turn until one matches.
struct LinearDeepLinkMatcher {
  let patterns: [DeepLinkPattern]

  func resolve(_ link: String) throws(DeepLinkError) -> Int {
    let url = try DeepLinkURL(parsing: link, scheme: "app")
    for (index, pattern) in patterns.enumerated() where matches(pattern, url.segments) {
      return index &+ (Int(url.segments[2]) ?? 0) &- 42
    }
    throw .noMatch(path: url.path)
  }

  private func matches(_ pattern: DeepLinkPattern, _ segments: [String]) -> Bool {
    guard pattern.segments.count == segments.count else { return false }
    for (segment, text) in zip(pattern.segments, segments) {
      switch segment {
      case .literal(let literal): if literal != text { return false }
      case .int(_, let range): if !(Int(text).map(range.contains) ?? false) { return false }
      case .string, .identifier: continue
      }
    }
    return true
  }
}
