@testable import Routing

/// Patterns written as they describe themselves, `user/{id: Int in 1...}?tab`, so that a test
/// can list many in its arguments; and entries whose route is a constant.
enum TestPatterns {
  /// The pattern whose ``DeepLinkPattern/description`` is `text`.
  static func pattern(_ text: String) throws(DeepLinkError) -> DeepLinkPattern {
    let parts = text.split(separator: "?", maxSplits: 1).map(String.init)
    let query = parts.count > 1 ? parts[1].split(separator: "&").map(String.init) : []
    let segments = parts[0].split(separator: "/", omittingEmptySubsequences: false).map(segment)
    return try DeepLinkPattern(segments: segments, query: query)
  }

  private static func segment(_ text: Substring) -> DeepLinkPattern.Segment {
    guard text.hasPrefix("{"), text.hasSuffix("}") else { return .literal(String(text)) }
    let body = text.dropFirst().dropLast()
    let name = String(body.prefix { $0 != ":" })
    let type = body.dropFirst(name.count).drop { $0 == ":" || $0 == " " }
    if type.isEmpty { return .string(name) }
    if type == "identifier" { return .identifier(name) }
    guard let range = type.split(separator: " in ").dropFirst().first else { return .int(name) }
    let bounds = range.split(separator: "...", omittingEmptySubsequences: false)
    return .int(name, in: (Int(bounds[0]) ?? .min)...(Int(bounds[1]) ?? .max))
  }

  /// An entry that gives `route` for every link its pattern matches, whatever the values.
  static func entry<Route: Sendable>(_ pattern: DeepLinkPattern, _ route: Route)
    -> DeepLinkTable<Route>.Entry
  {
    DeepLinkTable<Route>.Entry(pattern, takes: pattern.captures.map(\.kind.type)) { _ in route }
  }
}

extension DeepLinkTable {
  /// The answer for `link` of the full parser and then the table, the reference the byte walk
  /// is held to: a link refused as another spelling names its canonical spelling only when
  /// that opens a route, and gets the canonical spelling's own error otherwise.
  func resolvedAsParsed(_ link: String) -> Result<Route, DeepLinkError> {
    Result { () throws(DeepLinkError) in
      do throws(DeepLinkError) {
        return try resolve(try DeepLinkURL(parsing: link, scheme: scheme))
      } catch .nonCanonical(let given, let canonical) {
        _ = try resolve(try DeepLinkURL(parsing: canonical, scheme: scheme))
        throw .nonCanonical(link: given, canonical: canonical)
      }
    }
  }
}
