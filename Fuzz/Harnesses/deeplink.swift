// libFuzzer harness: deep-link parsing and matching, built together with Routing's sources.
// Invariants beyond "no crash": an accepted link round-trips through its encoded form to an
// equal link and the same route, resolving is deterministic, and resolving the text (which
// takes the byte walk for plain links) decides as parsing first and resolving the parts does.
// The same input also becomes a link built from parts (accepted only if its text parses back
// to it), and picks a small table from a pool of overlapping patterns, built in its order and
// reversed: both build or neither, and both resolve the link alike. The fixed table is
// resolved in three orders too. A two-way table of typed values prints the route of every
// link it accepts, and that link resolves to the same route.

enum FuzzRoute: Hashable, Sendable {
  case home
  case user(Int)
  case color(String)
  case login(String?)
  case tag(String, sort: String?)
  case all(Int, String, Int, String?)
  case file(String, page: Int)
}

let fuzzTable: DeepLinkTable<FuzzRoute>? = try? DeepLinkTable(
  scheme: "app",
  [
    .init(DeepLinkPattern(.literal("home"))) { .home },
    .init(DeepLinkPattern(.literal("user"), .int("id"))) { .user($0) },
    .init(DeepLinkPattern(.literal("color"), .string("name"))) { .color($0) },
    .init(DeepLinkPattern(.literal("login"), query: ["username"])) { .login($0) },
    .init(DeepLinkPattern(.literal("tag"), .string("name"), .literal("list"), query: ["sort"])) {
      .tag($0, sort: $1)
    },
    // Every kind of value at once: two integers, text and a query item.
    .init(DeepLinkPattern(.literal("all"), .int("a"), .string("b"), .int("c"), query: ["d"])) {
      a, b, c, d in .all(a, b, c, d)
    },
    // The restricted kinds: an identifier and an integer with a range.
    .init(DeepLinkPattern(.literal("file"), .identifier("slug"), .int("page", in: 1...99))) {
      .file($0, page: $1)
    },
  ])

enum TypedRoute: Hashable, Sendable {
  enum Sort: String, DeepLinkValue { case recent, popular }

  case item(id: Int)
  case search(term: String, sort: Sort, page: Int?, exact: Bool)
  case five(a: Int, b: String, c: Bool, d: Int, e: Sort)
  case new
  case post(slug: String)
  case list(name: String, tag: [String], rating: Double?)
}

/// Every kind of typed value: bounds, a default, an optional and a required query item, five
/// captures, a literal that a captured value may spell, a bounded list and a bounded `Double`;
/// campaign items ignored.
let typedTable: DeepLinkTable<TypedRoute>? = try? DeepLinkTable(
  scheme: "app", ignoring: ["utm_*", "ref"],
  [
    .init("item/{id in 1...99}", TypedRoute.item),
    .init("search/{term}?sort=recent&page&exact", TypedRoute.search),
    .init("five/{a}/{b}/{c}/{d}/{e}", TypedRoute.five),
    .init("posts/new", .new),
    .init("posts/{slug}", TypedRoute.post),
    .init("list/{name}?tag[...5]&rating in 0...5", TypedRoute.list),
  ])

/// The fixed table's entries in other orders: reversed, and rotated by three.
let reorderedTables: [DeepLinkTable<FuzzRoute>] = {
  guard let table = fuzzTable else { return [] }
  let rotated = Array(table.entries[3...] + table.entries[..<3])
  return [table.entries.reversed(), rotated].compactMap {
    try? DeepLinkTable(scheme: "app", $0)
  }
}()

/// Patterns that overlap in every way the table's rules tell apart, for tables that an input
/// picks.
let patternPool: [DeepLinkPattern] = [
  "a", "b", "a/b", "a/0", "a/7", "a/new", "a/{n: Int}", "a/{n: Int in 1...10}",
  "a/{n: Int in 11...20}", "a/{n: Int in 5...15}", "a/{s}", "a/{i: identifier}", "{s}",
  "{n: Int}", "{s}/b", "a/{s}/b", "a/{n: Int}/{t}", "a/b/{t}", "{s}/{t}", "a?q",
].compactMap { text in
  let parts = text.split(separator: "?").map(String.init)
  let segments = parts[0].split(separator: "/").map { part -> DeepLinkPattern.Segment in
    switch part {
    case "{s}": .string("s")
    case "{t}": .string("t")
    case "{i: identifier}": .identifier("i")
    case "{n: Int}": .int("n")
    case "{n: Int in 1...10}": .int("n", in: 1...10)
    case "{n: Int in 11...20}": .int("n", in: 11...20)
    case "{n: Int in 5...15}": .int("n", in: 5...15)
    default: .literal(String(part))
    }
  }
  return try? DeepLinkPattern(segments: segments, query: parts.count > 1 ? [parts[1]] : [])
}

/// Runs one input and checks the invariants above; Scripts/fuzz.sh calls it from libFuzzer's
/// entry point.
func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let table = fuzzTable, let typed = typedTable, reorderedTables.count == 2,
    patternPool.count == 20
  else {
    preconditionFailure("the fuzz tables must build")
  }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let link = String(decoding: bytes, as: UTF8.self)
  // Parts only from inputs that have several, so that plain links keep the fuzzer fast.
  if bytes.contains(0x0A) || bytes.contains(0x09) { fuzzParts(link, table) }
  fuzzPickedTable(bytes, link)
  let first = Result { () throws(DeepLinkError) in try table.resolve(link) }
  let second = Result { () throws(DeepLinkError) in try table.resolve(link) }
  switch (first, second) {
  case (.success(let a), .success(let b)): precondition(a == b, "resolving is not deterministic")
  case (.failure(let a), .failure(let b)): precondition(a == b, "rejecting is not deterministic")
  default: preconditionFailure("resolving is not deterministic")
  }
  // The full parser, then the table; another spelling of a link names its canonical one only
  // when that opens a route, and gets the canonical one's error otherwise.
  let reference = Result { () throws(DeepLinkError) in
    do throws(DeepLinkError) {
      return try table.resolve(try DeepLinkURL(parsing: link, scheme: "app"))
    } catch .nonCanonical(let given, let canonical) {
      _ = try table.resolve(try DeepLinkURL(parsing: canonical, scheme: "app"))
      throw .nonCanonical(link: given, canonical: canonical)
    }
  }
  for reordered in reorderedTables {
    let answer = Result { () throws(DeepLinkError) in try reordered.resolve(link) }
    precondition(answer == first, "the order of the table's entries changes the answer")
  }
  switch (first, reference) {
  case (.success(let a), .success(let b)): precondition(a == b, "the byte walk finds another route")
  case (.failure(let a), .failure(let b)): precondition(a == b, "the byte walk rejects otherwise")
  default: preconditionFailure("the byte walk and the full parser disagree on \(link)")
  }
  if let route = try? typed.resolve(link) {
    guard let printed = try? typed.link(for: route) else {
      preconditionFailure("the route of an accepted link has no link: \(route)")
    }
    precondition(
      (try? typed.resolve(printed.string)) == route, "the printed link leads elsewhere: \(printed)")
  }
  if case .success(let route) = first {
    guard let parsed = try? DeepLinkURL(parsing: link, scheme: "app") else {
      preconditionFailure("a resolved link does not parse")
    }
    let encoded = parsed.string
    guard let reparsed = try? DeepLinkURL(parsing: encoded, scheme: "app") else {
      preconditionFailure("the encoded form of an accepted link is rejected: \(encoded)")
    }
    precondition(reparsed == parsed, "encoding changes the link")
    precondition((try? table.resolve(encoded)) == route, "the encoded link leads elsewhere")
  }
  return 0
}

/// The input's lines as a link's parts: lines without a tab are path segments, `name<TAB>value`
/// lines query items. Parts that are accepted print a link that parses back to them and
/// resolves as they do; parts of a path alone that are refused print text that is refused.
func fuzzParts(_ text: String, _ table: DeepLinkTable<FuzzRoute>) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let segments = lines.filter { !$0.contains("\t") }
  var query: [String: String] = [:]
  for line in lines where line.contains("\t") {
    let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    query[String(parts[0])] = String(parts[1])
  }
  do {
    let built = try DeepLinkURL(scheme: "app", segments: segments, query: query)
    guard let parsed = try? DeepLinkURL(parsing: built.string, scheme: "app") else {
      preconditionFailure("a link built from parts prints text that is refused: \(built.string)")
    }
    precondition(parsed == built, "a link built from parts parses back to other parts")
    let fromParts = Result { () throws(DeepLinkError) in try table.resolve(built) }
    let fromText = Result { () throws(DeepLinkError) in try table.resolve(built.string) }
    precondition(fromParts == fromText, "parts and their text resolve differently")
  } catch {
    guard query.isEmpty else { return }
    let printed = "app://" + segments.map { DeepLinkURL.encode($0) }.joined(separator: "/")
    precondition(
      (try? DeepLinkURL(parsing: printed, scheme: "app")) == nil,
      "parts refused with \(error) print text that is accepted: \(printed)")
  }
}

/// Tables already built for a pick of patterns: inputs share their first bytes often, and
/// building two tables per input would slow the fuzzer several times over.
final class PickedTables: @unchecked Sendable {
  typealias Built = Result<DeepLinkTable<Int>, DeepLinkError>
  private var built: [[Int]: (Built, Built)] = [:]

  func build(_ picks: [Int], _ make: () -> (Built, Built)) -> (Built, Built) {
    if let found = built[picks] { return found }
    if built.count > 50_000 { built.removeAll() }
    let made = make()
    built[picks] = made
    return made
  }
}

// Unchecked: libFuzzer calls the harness from one thread only.
let pickedTables = PickedTables()

/// A table of up to six patterns of the pool, chosen by the input's first bytes, built in that
/// order and reversed: both build or neither, and both resolve the input alike.
func fuzzPickedTable(_ bytes: UnsafeBufferPointer<UInt8>, _ link: String) {
  let picks = bytes.prefix(6).map { Int($0) % patternPool.count }
  let entries = picks.enumerated().map { index, pick in
    let pattern = patternPool[pick]
    return DeepLinkTable<Int>.Entry(pattern, takes: pattern.captures.map(\.kind.type)) { _ in
      index
    }
  }
  let (forward, backward) = pickedTables.build(picks) {
    (
      Result { () throws(DeepLinkError) in try DeepLinkTable(scheme: "app", entries) },
      Result { () throws(DeepLinkError) in try DeepLinkTable(scheme: "app", entries.reversed()) }
    )
  }
  switch (forward, backward) {
  case (.success(let one), .success(let other)):
    let a = Result { () throws(DeepLinkError) in try one.resolve(link) }
    let b = Result { () throws(DeepLinkError) in try other.resolve(link) }
    precondition(a == b, "a table resolves \(link) differently in reverse order")
  case (.failure(.ambiguousPatterns), .failure(.ambiguousPatterns)): break
  default: preconditionFailure("a table of \(picks) builds in one order only")
  }
}
