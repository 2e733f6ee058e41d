/// The shape of the links that lead to one route: path segments, literal or typed, and the
/// query items the route takes.
///
/// ```swift
/// let user = DeepLinkPattern(.literal("user"), .int("id"))          // app://user/42
/// let login = DeepLinkPattern(.literal("login"), query: ["username"]) // app://login?username=ada
/// ```
public struct DeepLinkPattern: Hashable, Sendable {
  /// One path segment of a pattern.
  public enum Segment: Hashable, Sendable {
    /// Exactly this text.
    case literal(String)
    /// A decimal integer, captured under the name: `0` or `-?[1-9][0-9]*` within `Int`.
    case int(String)
    /// Any text, captured under the name.
    case string(String)

    /// The capture's name, or `nil` for a literal.
    var parameterName: String? {
      switch self {
      case .literal: nil
      case .int(let name), .string(let name): name
      }
    }
  }

  /// The path segments, the host first.
  public let segments: [Segment]

  /// The query items the route takes; each is optional.
  public let query: [String]

  /// Creates a pattern.
  ///
  /// - Parameters:
  ///   - segments: The path segments, the host first; at least one, with distinct names.
  ///   - query: The names of the optional query items the route takes.
  public init(_ segments: Segment..., query: [String] = []) {
    precondition(!segments.isEmpty, "A deep-link pattern has at least a host.")
    let names = segments.compactMap(\.parameterName) + query
    precondition(Set(names).count == names.count, "A deep-link pattern names each value once.")
    self.segments = segments
    self.query = query.sorted()
  }
}

extension DeepLinkPattern: CustomStringConvertible {
  /// The pattern as people read it, for example `user/{id: Int}?tab`.
  public var description: String {
    let path = segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .int(let name): "{\(name): Int}"
      case .string(let name): "{\(name)}"
      }
    }.joined(separator: "/")
    return query.isEmpty ? path : path + "?" + query.joined(separator: "&")
  }
}
