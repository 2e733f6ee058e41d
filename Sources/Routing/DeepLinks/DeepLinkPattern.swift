/// The shape of the links that lead to one route: path segments, literal or typed, and the
/// query items the route takes.
///
/// ```swift
/// // app://user/42, app://file/a-b_1, app://login?username=ada
/// let user = try DeepLinkPattern(.literal("user"), .int("id", in: 1...Int.max))
/// let file = try DeepLinkPattern(.literal("file"), .identifier("slug"))
/// let login = try DeepLinkPattern(.literal("login"), query: ["username"])
/// ```
///
/// A route receives the values in order: each capture as the path gives them (`Int` for
/// `.int`, `String` for `.string` and `.identifier`), then each query item as a `String?`, in
/// the order given.
public struct DeepLinkPattern: Hashable, Sendable {
  /// One path segment of a pattern.
  public enum Segment: Hashable, Sendable {
    /// Exactly this text.
    case literal(String)
    /// A decimal integer within `range`, captured under the name: `0` or `-?[1-9][0-9]*`.
    /// A link whose integer lies outside the range matches no route.
    case int(String, in: ClosedRange<Int> = Int.min...Int.max)
    /// Any text, captured under the name.
    case string(String)
    /// Text made only of ASCII letters, digits, `-` and `_`, captured under the name: for a
    /// value used as a key, a file name or a path, where `..`, `/` or look-alikes must not get in.
    case identifier(String)

    /// The capture's name, or `nil` for a literal.
    var parameterName: String? {
      switch self {
      case .literal: nil
      case .int(let name, _), .string(let name), .identifier(let name): name
      }
    }
  }

  /// The path segments, the host first.
  public let segments: [Segment]

  /// The query items the route takes, in the order given; each is optional.
  public let query: [String]

  /// The query items a link may give more than once, a list's values in order, with how many
  /// times it may give each.
  let lists: [String: ClosedRange<Int>]

  /// The values a route receives, in order: the path's captures, then the query items.
  @usableFromInline let captures: [Capture]

  /// One value a link carries to its route.
  @usableFromInline
  struct Capture: Hashable, Sendable {
    @usableFromInline
    enum Kind: Hashable, Sendable {
      case int(ClosedRange<Int>)
      case string, identifier, query

      /// The type the route receives it as.
      @usableFromInline var type: Any.Type {
        switch self {
        case .int: Int.self
        case .string, .identifier: String.self
        case .query: String?.self
        }
      }
    }

    @usableFromInline let name: String
    @usableFromInline let kind: Kind
    /// The path segment that holds it; `nil` for a query item.
    @usableFromInline let segment: Int?
  }

  /// A pattern of path segments, the host first, and the names of the optional query items the
  /// route takes.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` for a pattern without
  ///   segments, a name used twice among the captures and the query items, or a literal or
  ///   query name that no link could carry: empty, holding a `/`, `.` or `..`, or a character
  ///   links refuse.
  public init(_ segments: Segment..., query: [String] = []) throws(DeepLinkError) {
    try self.init(segments: segments, query: query)
  }

  /// A pattern of the segments in an array; see ``init(_:query:)``.
  init(segments: [Segment], query: [String], lists: [String: ClosedRange<Int>] = [:])
    throws(DeepLinkError)
  {
    // A link's text is in NFC, so a literal matches its canonically equivalent spellings.
    let segments = segments.map { segment in
      guard case .literal(let text) = segment else { return segment }
      return .literal(text.nfc)
    }
    let query = query.map(\.nfc)
    let description = Self.describe(segments, query: query, lists: lists)
    func refuse(_ reason: String) -> DeepLinkError {
      .invalidPattern(pattern: description, reason: reason)
    }
    guard !segments.isEmpty else { throw refuse("it has no segment; give at least the host") }
    var names: Set<String> = []
    for name in segments.compactMap(\.parameterName) + query where !names.insert(name).inserted {
      throw refuse("it names '\(name)' twice; give each value its own name")
    }
    for case .literal(let text) in segments {
      if let reason = Self.unreachable(text, kind: "literal") { throw refuse(reason) }
    }
    for name in query {
      if let reason = Self.unreachable(name, kind: "query item") { throw refuse(reason) }
    }
    self.segments = segments
    self.query = query
    self.lists = lists
    var captures: [Capture] = []
    for (index, segment) in segments.enumerated() {
      switch segment {
      case .literal: continue
      case .int(let name, let range):
        captures.append(Capture(name: name, kind: .int(range), segment: index))
      case .string(let name): captures.append(Capture(name: name, kind: .string, segment: index))
      case .identifier(let name):
        captures.append(Capture(name: name, kind: .identifier, segment: index))
      }
    }
    self.captures = captures + query.map { Capture(name: $0, kind: .query, segment: nil) }
  }

  /// Why no link could carry `text` as one literal segment or query name, if none could.
  private static func unreachable(_ text: String, kind: String) -> String? {
    if text.isEmpty { return "a \(kind) is empty; remove it or give it text" }
    if kind == "literal", text.contains("/") {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      return "the literal '\(text)' holds a '/', but a literal is one segment; write "
        + parts.map { ".literal(\"\($0)\")" }.joined(separator: ", ")
    }
    if kind == "literal", text == "." || text == ".." {
      return "the literal '\(text)' is a dot segment, which links do not use"
    }
    do {
      try DeepLinkURL.check(text, component: DeepLinkURL.encode(text))
    } catch .forbiddenCharacter(_, let scalar) {
      return "the \(kind) '\(text)' holds \(scalar), which links refuse (see DeepLinkURL)"
    } catch {
      return "the \(kind) '\(text)' is blank, which links refuse"
    }
    return nil
  }
}

extension DeepLinkPattern: CustomStringConvertible {
  /// The pattern as people read it, for example `user/{id: Int in 1...}?tab`.
  public var description: String { Self.describe(segments, query: query, lists: lists) }

  private static func describe(
    _ segments: [Segment], query: [String], lists: [String: ClosedRange<Int>]
  ) -> String {
    let path = segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .int(let name, let range): "{\(name): Int\(Self.describe(range))}"
      case .string(let name): "{\(name)}"
      case .identifier(let name): "{\(name): identifier}"
      }
    }.joined(separator: "/")
    let items = query.map { name in
      guard let count = lists[name] else { return name }
      return count == Self.anyCount
        ? name + "[]" : name + "[\(count.lowerBound)...\(count.upperBound)]"
    }
    return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
  }

  /// How many times a list's item may be given when its shape says nothing: as many as a link
  /// holds items.
  static let anyCount = 0...DeepLinkURL.maximumQueryItems

  /// ` in 1...`, ` in ...9`, ` in 1...9`, or nothing for every `Int`.
  private static func describe(_ range: ClosedRange<Int>) -> String {
    switch (range.lowerBound, range.upperBound) {
    case (Int.min, Int.max): ""
    case (Int.min, let upper): " in ...\(upper)"
    case (let lower, Int.max): " in \(lower)..."
    case (let lower, let upper): " in \(lower)...\(upper)"
    }
  }
}
