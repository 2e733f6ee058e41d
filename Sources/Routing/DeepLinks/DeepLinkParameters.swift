/// The values a matched link captured, handed to its route by position.
///
/// Each value is read from the link when the route is made, straight from the bytes of a plain
/// link, so that resolving a link allocates nothing but the text values themselves.
@usableFromInline
struct DeepLinkParameters: Sendable {
  /// Where the values come from.
  private enum Source: Sendable {
    /// A link taken apart by ``DeepLinkURL``: its decoded segments and query items.
    case decoded(segments: [String], query: [String: [String]])
    /// A plain link, whose segments need no decoding, and the offset of its first segment.
    case plain(link: String, pathStart: Int)
  }

  @usableFromInline let pattern: DeepLinkPattern
  private let source: Source

  /// The values of a link that ``DeepLinkURL`` took apart.
  init(pattern: DeepLinkPattern, link: DeepLinkURL) {
    self.pattern = pattern
    source = .decoded(segments: link.segments, query: link.queryItems)
  }

  /// The values of a plain link: printable ASCII without `%`, `?` or `#`, its path starting at
  /// byte `pathStart`.
  @usableFromInline
  init(pattern: DeepLinkPattern, plainLink link: String, pathStart: Int) {
    self.pattern = pattern
    source = .plain(link: link, pathStart: pathStart)
  }

  /// The value at `position` of the pattern's captures, as the route's closure takes it.
  ///
  /// The table checked, when it was built, that the closure takes exactly the captures' types,
  /// and the link matched the pattern, so neither error below can happen; they are thrown
  /// rather than trapped on all the same. Inlinable, so that the casts are resolved where the
  /// route's types are known and cost nothing.
  @inlinable
  func value<Value>(_ position: Int) throws(DeepLinkError) -> Value {
    let capture = pattern.captures[position]
    let value: Value?
    switch (capture.kind, capture.segment) {
    case (.int(let range), let index?):
      value = try int(at: index, in: range, name: capture.name) as? Value
    case (.string, let index?):
      value = string(at: index) as? Value
    case (.identifier, let index?):
      value = try identifier(at: index, name: capture.name) as? Value
    default:
      value = query(named: capture.name) as? Value
    }
    guard let value else {
      throw .routeTakesOtherValues(
        pattern: pattern.description, gives: String(describing: capture.kind.type),
        takes: String(describing: Value.self))
    }
    return value
  }

  /// The value at `position` of the pattern's captures, of a two-way entry: read from the
  /// link's text, or from `fallback` for a query item the link leaves out.
  @inlinable
  func field<Field: DeepLinkField>(_ position: Int, default fallback: String?)
    throws(DeepLinkError) -> Field
  {
    let capture = pattern.captures[position]
    let text: String?
    switch (capture.kind, capture.segment) {
    case (.int(let range), let index?):
      let value = try int(at: index, in: range, name: capture.name)
      // The entry made `.int` captures for `Int` alone, so the cast holds.
      if let value = value as? Field { return value }
      text = String(value)
    case (.identifier, let index?): text = try identifier(at: index, name: capture.name)
    case (_, let index?): text = string(at: index)
    default:
      if Field.takesRepeatedItems { return try list(capture) }
      text = query(named: capture.name) ?? fallback
    }
    guard let value = Field.parse(deepLinkField: text) else {
      guard let text else { throw .missingQueryItem(name: capture.name) }
      throw .invalidParameter(name: capture.name, value: text, expected: Field.deepLinkExpectation)
    }
    return value
  }

  /// The list a query item given once per value spells, within the count its pattern allows.
  @usableFromInline
  func list<Field: DeepLinkField>(_ capture: DeepLinkPattern.Capture) throws(DeepLinkError)
    -> Field
  {
    let texts = queryValues(named: capture.name)
    let count = pattern.lists[capture.name] ?? DeepLinkPattern.anyCount
    guard count.contains(texts.count) else {
      throw .invalidParameter(
        name: capture.name, value: texts.joined(separator: ", "),
        expected: Self.expectedCount(count))
    }
    if let value = Field.parse(deepLinkFields: texts) { return value }
    let refused = texts.first { Field.parse(deepLinkFields: [$0]) == nil } ?? ""
    throw .invalidParameter(name: capture.name, value: refused, expected: Field.deepLinkExpectation)
  }

  /// How many values a list with `count` holds, in words: `from 1 to 5 values`.
  static func expectedCount(_ count: ClosedRange<Int>) -> String {
    switch (count.lowerBound, count.upperBound) {
    case (let lower, let upper) where lower == upper: "\(lower) value\(lower == 1 ? "" : "s")"
    case (0, let upper): "at most \(upper) value\(upper == 1 ? "" : "s")"
    case (let lower, DeepLinkURL.maximumQueryItems):
      "at least \(lower) value\(lower == 1 ? "" : "s")"
    case (let lower, let upper): "from \(lower) to \(upper) values"
    }
  }

  /// Checks the value at `position` of the pattern's captures: a query item, or `fallback`
  /// when the link leaves it out, and a path segment whose kind does not check it itself (a
  /// `Double`'s bounds); a value that is not of its type is left to the type to refuse.
  @usableFromInline
  func checkValue(_ position: Int, _ check: LinkShape.Check, default fallback: String?)
    throws(DeepLinkError)
  {
    let capture = pattern.captures[position]
    let text: String?
    if let segment = capture.segment {
      guard check.checksPathSegment else { return }
      text = string(at: segment)
    } else {
      text = query(named: capture.name) ?? fallback
    }
    guard let text, let expected = check.refusal(of: text) else { return }
    throw .invalidParameter(name: capture.name, value: text, expected: expected)
  }

  /// The integer in path segment `index`, which must lie in `range`.
  @usableFromInline
  func int(at index: Int, in range: ClosedRange<Int>, name: String) throws(DeepLinkError) -> Int {
    guard let integer = int(at: index) else {
      throw .invalidParameter(name: name, value: "", expected: "a decimal integer")
    }
    guard range.contains(integer) else {
      throw .invalidParameter(name: name, value: String(integer), expected: Self.expected(range))
    }
    return integer
  }

  /// What an integer capture with `range` expects, in words: `an integer from 3 to 5`.
  static func expected(_ range: ClosedRange<Int>) -> String {
    switch (range.lowerBound, range.upperBound) {
    case (Int.min, Int.max): "a decimal integer"
    case (Int.min, let upper): "an integer of at most \(upper)"
    case (let lower, Int.max): "an integer of at least \(lower)"
    case (let lower, let upper): "an integer from \(lower) to \(upper)"
    }
  }

  /// The text of path segment `index`, which must be an identifier.
  @usableFromInline
  func identifier(at index: Int, name: String) throws(DeepLinkError) -> String {
    let text = string(at: index)
    guard text.utf8.allSatisfy(isIdentifierByte) else {
      throw .invalidParameter(
        name: name, value: text, expected: LinkShape.Check.identifierExpectation)
    }
    return text
  }

  /// The integer in path segment `index`.
  func int(at index: Int) -> Int? {
    switch source {
    case .decoded(let segments, _): decimalInteger(segments[index])
    case .plain(let link, let pathStart):
      plainSegment(index, of: link, from: pathStart, decimalInteger)
    }
  }

  /// The decoded text of path segment `index`.
  @usableFromInline
  func string(at index: Int) -> String {
    switch source {
    case .decoded(let segments, _): segments[index]
    case .plain(let link, let pathStart):
      plainSegment(index, of: link, from: pathStart) { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// The decoded value of the query item `name`, or `nil` when the link does not have it. The
  /// table refused a link that gives it more than once, unless it is a list.
  @usableFromInline
  func query(named name: String) -> String? {
    guard case .decoded(_, let query) = source else { return nil }
    return query[name]?.first
  }

  /// The decoded values of the query item `name`, in the order the link gives them.
  @usableFromInline
  func queryValues(named name: String) -> [String] {
    guard case .decoded(_, let query) = source else { return [] }
    return query[name] ?? []
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

/// Whether `byte` may appear in an ``DeepLinkPattern/Segment/identifier(_:)`` capture.
func isIdentifierByte(_ byte: UInt8) -> Bool {
  switch byte {
  case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
    true
  default: false
  }
}
