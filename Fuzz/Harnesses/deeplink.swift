// libFuzzer harness: deep-link parsing and matching, built together with Routing's sources.
// Invariants beyond "no crash": an accepted link round-trips through its encoded form to an
// equal link and the same route, resolving is deterministic, and resolving the text (which
// takes the byte walk for plain links) decides as parsing first and resolving the parts does.

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

/// Runs one input and checks the invariants above; Scripts/fuzz.sh calls it from libFuzzer's
/// entry point.
func fuzzDeepLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let table = fuzzTable else { preconditionFailure("the fuzz table must build") }
  let link = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let first = Result { () throws(DeepLinkError) in try table.resolve(link) }
  let second = Result { () throws(DeepLinkError) in try table.resolve(link) }
  switch (first, second) {
  case (.success(let a), .success(let b)): precondition(a == b, "resolving is not deterministic")
  case (.failure(let a), .failure(let b)): precondition(a == b, "rejecting is not deterministic")
  default: preconditionFailure("resolving is not deterministic")
  }
  let reference = Result { () throws(DeepLinkError) in
    try table.resolve(try DeepLinkURL(parsing: link, scheme: "app"))
  }
  switch (first, reference) {
  case (.success(let a), .success(let b)): precondition(a == b, "the byte walk finds another route")
  case (.failure(let a), .failure(let b)): precondition(a == b, "the byte walk rejects otherwise")
  default: preconditionFailure("the byte walk and the full parser disagree on \(link)")
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
