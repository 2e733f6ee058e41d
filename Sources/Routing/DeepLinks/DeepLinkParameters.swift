/// The values a matched link captured, by the names its pattern gave them.
///
/// Each value is read from the link when asked for, so that resolving a link allocates
/// nothing for them: a route asks for a value or two, once.
public struct DeepLinkParameters: Sendable {
  /// Where the values come from.
  private enum Source: Sendable {
    /// A link taken apart by ``DeepLinkURL``: its decoded segments and query items.
    case decoded(segments: [String], query: [String: String])
    /// A plain link, whose segments need no decoding, and the offset of its first segment.
    case plain(link: String, pathStart: Int)
  }

  private let pattern: DeepLinkPattern
  private let source: Source

  /// The values of a link that ``DeepLinkURL`` took apart.
  init(pattern: DeepLinkPattern, link: DeepLinkURL) {
    self.pattern = pattern
    source = .decoded(segments: link.segments, query: link.query)
  }

  /// The values of a plain link: printable ASCII without `%`, `?` or `#`, its path starting at
  /// byte `pathStart`.
  @usableFromInline
  init(pattern: DeepLinkPattern, plainLink link: String, pathStart: Int) {
    self.pattern = pattern
    source = .plain(link: link, pathStart: pathStart)
  }

  /// The integer captured by a `.int(name)` segment.
  ///
  /// - Parameter name: The segment's name in the pattern.
  /// - Returns: The captured value.
  public func int(_ name: String) -> Int {
    guard let index = pattern.segments.firstIndex(of: .int(name)) else {
      preconditionFailure("The pattern has no integer named '\(name)'.")
    }
    // The link matched the pattern, so the segment is a decimal integer.
    let value: Int? =
      switch source {
      case .decoded(let segments, _): decimalInteger(segments[index])
      case .plain(let link, let pathStart):
        plainSegment(index, of: link, from: pathStart, decimalInteger)
      }
    guard let value else { preconditionFailure("'\(name)' did not capture an integer.") }
    return value
  }

  /// The text captured by a `.string(name)` segment, or the value of a query item the link has.
  ///
  /// - Parameter name: The segment's or query item's name in the pattern.
  /// - Returns: The captured, decoded text.
  public func string(_ name: String) -> String {
    guard let value = query(name) else {
      preconditionFailure("The pattern has no string named '\(name)'.")
    }
    return value
  }

  /// The value of an optional query item, or `nil` when the link does not have it.
  ///
  /// - Parameter name: The query item's name in the pattern.
  /// - Returns: The decoded value, or `nil`.
  public func query(_ name: String) -> String? {
    if let index = pattern.segments.firstIndex(of: .string(name)) {
      return switch source {
      case .decoded(let segments, _): segments[index]
      case .plain(let link, let pathStart):
        plainSegment(index, of: link, from: pathStart) { String(decoding: $0, as: UTF8.self) }
      }
    }
    guard case .decoded(_, let query) = source, pattern.query.contains(name) else { return nil }
    return query[name]
  }

  /// Reads path segment `index` of a plain link with `body`.
  private func plainSegment<Value>(
    _ index: Int, of link: String, from pathStart: Int,
    _ body: (UnsafeBufferPointer<UInt8>) -> Value
  ) -> Value {
    var link = link
    return link.withUTF8 { bytes in
      var start = pathStart
      for _ in 0..<index {
        while bytes[start] != 0x2F { start += 1 }
        start += 1
      }
      var end = start
      while end < bytes.count && bytes[end] != 0x2F { end += 1 }
      return body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }
  }
}
