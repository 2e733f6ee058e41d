/// The shape of the links that lead to one route: path segments, literal or typed, and the
/// query items the route takes.
///
/// ```swift
/// let user = DeepLinkPattern(.literal("user"), .int("id", in: 1...Int.max))  // app://user/42
/// let file = DeepLinkPattern(.literal("file"), .identifier("slug"))         // app://file/a-b_1
/// let login = DeepLinkPattern(.literal("login"), query: ["username"]) // app://login?username=ada
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
  /// - Precondition: At least one segment, and no name used twice among the captures and the
  ///   query items.
  public init(_ segments: Segment..., query: [String] = []) {
    precondition(!segments.isEmpty, "A deep-link pattern has at least a host.")
    let names = segments.compactMap(\.parameterName) + query
    precondition(Set(names).count == names.count, "A deep-link pattern names each value once.")
    self.segments = segments
    self.query = query
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
}

extension DeepLinkPattern: CustomStringConvertible {
  /// The pattern as people read it, for example `user/{id: Int in 1...}?tab`.
  public var description: String {
    let path = segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .int(let name, let range): "{\(name): Int\(Self.describe(range))}"
      case .string(let name): "{\(name)}"
      case .identifier(let name): "{\(name): identifier}"
      }
    }.joined(separator: "/")
    return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
  }

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

/// A type a route can take from a link: `Int` for an `.int` capture, `String` for a `.string`
/// or `.identifier` capture, `String?` for a query item. No other type conforms.
public protocol DeepLinkValue: Sendable {}

extension Int: DeepLinkValue {}
extension String: DeepLinkValue {}
extension Optional: DeepLinkValue where Wrapped == String {}
