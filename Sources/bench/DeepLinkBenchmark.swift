import Routing

/// Deep-link resolution with many patterns, beside a matcher that tries every pattern in turn.
enum DeepLinkBenchmark {
  static func run(sizes: [Int], iterations: Int) throws -> [Measurement] {
    var rows: [Measurement] = []
    for size in sizes {
      let patterns = (0..<size).map {
        DeepLinkPattern(.literal("section\($0)"), .literal("item"), .int("id"))
      }
      // Both sides read the captured id, as a route would: the work of capturing is timed.
      let table = try DeepLinkTable<Int>(
        scheme: "app",
        patterns.enumerated().map { index, pattern in
          .init(pattern) { index &+ $0.int("id") &- 42 }
        })
      let link = "app://section\(size / 2)/item/42"
      precondition((try? table.resolve(link)) == size / 2, "the table resolved the wrong route")
      let linear = LinearDeepLinkMatcher(patterns: patterns)
      precondition(
        (try? linear.resolve(link)) == size / 2, "the linear matcher resolved the wrong route")
      var total = 0
      let resolved = bestTime(rounds: 5, operations: iterations) {
        for _ in 0..<iterations { total &+= (try? table.resolve(link)) ?? 0 }
      }
      let scanned = bestTime(rounds: 5, operations: max(1, iterations / 10)) {
        for _ in 0..<max(1, iterations / 10) { total &+= (try? linear.resolve(link)) ?? 0 }
      }
      blackHole(total)
      rows.append(
        Measurement(
          name: "deep link", size: size, nanosecondsPerOperation: resolved,
          baseline: "try every pattern in turn", baselineNanosecondsPerOperation: scanned))
    }
    return rows
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
      case .int: if Int(text) == nil { return false }
      case .string: continue
      }
    }
    return true
  }
}
