/// A deep link taken apart: scheme, path segments (the host first) and query items, each
/// percent-decoded; or put together again, percent-encoded.
///
/// Parsing is strict, because links come from outside the app: only printable ASCII, no
/// fragment, no empty segment, no repeated query item, and bounded length and counts.
///
/// ```swift
/// let link = try DeepLinkURL(parsing: "app://user/42?tab=posts", scheme: "app")
/// link.segments   // ["user", "42"]
/// link.query      // ["tab": "posts"]
/// ```
public struct DeepLinkURL: Hashable, Sendable {
  /// The longest link accepted, in bytes.
  public static let maximumLength = 2_048
  /// The most path segments accepted, the host included.
  public static let maximumSegments = 32
  /// The most query items accepted.
  public static let maximumQueryItems = 32

  /// The scheme, lower-cased, for example `app`.
  public let scheme: String
  /// The decoded path segments, the host first: `app://user/42` gives `["user", "42"]`.
  public let segments: [String]
  /// The decoded query items.
  public let query: [String: String]

  /// Creates a link from its parts.
  ///
  /// - Parameters:
  ///   - scheme: The scheme, for example `app`.
  ///   - segments: The path segments, the host first; at least one.
  ///   - query: The query items.
  public init(scheme: String, segments: [String], query: [String: String] = [:]) {
    precondition(!segments.isEmpty, "A deep link has at least a host.")
    self.scheme = scheme.lowercased()
    self.segments = segments
    self.query = query
  }

  /// Parses a link.
  ///
  /// - Parameters:
  ///   - link: The link as received.
  ///   - expectedScheme: The app's scheme; compared without regard to case.
  /// - Throws: A ``DeepLinkError`` that says what is wrong with the link.
  /// - Complexity: O(*n*) in the link's length.
  public init(parsing link: String, scheme expectedScheme: String) throws(DeepLinkError) {
    var contiguous = link
    let result = contiguous.withUTF8 { bytes in
      Result { () throws(DeepLinkError) in
        try Self.parse(bytes, link: link, expectedScheme: expectedScheme)
      }
    }
    let parsed = try result.get()
    self.scheme = parsed.scheme
    segments = parsed.segments
    query = parsed.query
  }

  /// Parses the UTF-8 bytes of `link` in one pass, allocating only the decoded components.
  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, link: String, expectedScheme: String
  ) throws(DeepLinkError) -> (scheme: String, segments: [String], query: [String: String]) {
    guard bytes.count <= maximumLength else {
      throw .tooLong(length: bytes.count, limit: maximumLength)
    }
    var colon: Int?
    var question: Int?
    for (offset, byte) in bytes.enumerated() {
      guard byte >= 0x21 && byte <= 0x7E else {
        let what =
          byte >= 0x80 ? "a non-ASCII character" : byte == 0x20 ? "a space" : "a control character"
        throw .malformed(
          link: link, reason: "it contains \(what) at byte \(offset); percent-encode it")
      }
      switch byte {
      case UInt8(ascii: ":") where colon == nil: colon = offset
      case UInt8(ascii: "?") where question == nil: question = offset
      case UInt8(ascii: "#"):
        throw .malformed(link: link, reason: "it has a fragment ('#'), which the app does not use")
      default: break
      }
    }
    guard let colon, colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"),
      bytes[colon + 2] == UInt8(ascii: "/"), question.map({ $0 > colon }) ?? true
    else { throw .malformed(link: link, reason: "it has no '://' after its scheme") }
    let found = UnsafeBufferPointer(rebasing: bytes[..<colon])
    guard
      found.elementsEqual(expectedScheme.utf8, by: { lowercasedASCII($0) == lowercasedASCII($1) })
    else {
      throw .wrongScheme(
        found: String(decoding: found, as: UTF8.self).lowercased(),
        expected: expectedScheme.lowercased())
    }
    let scheme =
      expectedScheme.utf8.contains { $0 >= 0x41 && $0 <= 0x5A }
      ? expectedScheme.lowercased() : expectedScheme

    let pathEnd = question ?? bytes.count
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(8)
    var segmentStart = colon + 3
    for offset in segmentStart...pathEnd
    where offset == pathEnd || bytes[offset] == UInt8(ascii: "/") {
      ranges.append(segmentStart..<offset)
      segmentStart = offset + 1
    }
    if ranges.count > 1, ranges[ranges.count - 1].isEmpty { ranges.removeLast() }
    guard ranges.count <= maximumSegments else {
      throw .tooManySegments(count: ranges.count, limit: maximumSegments)
    }
    if let empty = ranges.firstIndex(where: { $0.isEmpty }) {
      throw .malformed(
        link: link, reason: empty == 0 ? "it has no host" : "it has an empty path segment")
    }
    var segments: [String] = []
    segments.reserveCapacity(ranges.count)
    for range in ranges { segments.append(try decode(bytes, range)) }

    var query: [String: String] = [:]
    if let question, question + 1 < bytes.count {
      var items: [Range<Int>] = []
      var itemStart = question + 1
      for offset in itemStart...bytes.count
      where offset == bytes.count || bytes[offset] == UInt8(ascii: "&") {
        items.append(itemStart..<offset)
        itemStart = offset + 1
      }
      guard items.count <= maximumQueryItems else {
        throw .tooManyQueryItems(count: items.count, limit: maximumQueryItems)
      }
      for item in items {
        guard let equals = item.first(where: { bytes[$0] == UInt8(ascii: "=") }),
          equals != item.lowerBound
        else {
          let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[item]), as: UTF8.self)
          throw .malformed(
            link: link, reason: "the query item '\(text)' is not of the form name=value")
        }
        let name = try decode(bytes, item.lowerBound..<equals)
        let value = try decode(bytes, (equals + 1)..<item.upperBound)
        guard !value.isEmpty else {
          throw .blankComponent(
            component: String(decoding: UnsafeBufferPointer(rebasing: bytes[item]), as: UTF8.self))
        }
        guard query.updateValue(value, forKey: name) == nil else {
          throw .duplicateQueryItem(name: name)
        }
      }
    }
    return (scheme, segments, query)
  }

  /// The link as text, each component percent-encoded, query items sorted by name.
  public var string: String {
    var text = scheme + "://" + segments.map { Self.encode($0) }.joined(separator: "/")
    // A name ends at the first `=` and a value at `&`; `/` and `?` may stand in either.
    let items = query.sorted { $0.key < $1.key }.map { name, value in
      Self.encode(name, escaping: [0x25, 0x26, 0x3D, 0x23]) + "="
        + Self.encode(value, escaping: [0x25, 0x26, 0x23])
    }
    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
    return text
  }

  /// The path as text, for messages: the decoded segments joined with `/`.
  public var path: String { segments.joined(separator: "/") }

  /// Percent-encodes what a path segment cannot carry as it is: `%`, the delimiters `/`, `?`
  /// and `#`, and every byte outside printable ASCII. Everything else stays as it is, so the
  /// encoded form of a link that was accepted is never longer than the link, and is accepted.
  ///
  /// - Returns: The encoded text.
  public static func encode(_ component: String) -> String {
    encode(component, escaping: [0x25, 0x2F, 0x3F, 0x23])
  }

  /// Percent-encodes `component`, escaping the bytes in `delimiters` and every byte outside
  /// printable ASCII.
  private static func encode(_ component: String, escaping delimiters: Set<UInt8>) -> String {
    var result = ""
    for byte in component.utf8 {
      if byte < 0x21 || byte > 0x7E || delimiters.contains(byte) {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      } else {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return result
  }

  /// Decodes `%XX` escapes, insisting on valid UTF-8 that is neither blank nor holds a
  /// character no link needs (see ``DeepLinkError/forbiddenCharacter(component:scalar:)``).
  ///
  /// The bytes were checked to be printable ASCII, so a component without `%` needs no more
  /// checks; only decoded bytes can hold anything else.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    throws(DeepLinkError) -> String
  {
    let raw = UnsafeBufferPointer(rebasing: bytes[range])
    guard raw.contains(UInt8(ascii: "%")) else { return String(decoding: raw, as: UTF8.self) }
    let component = String(decoding: raw, as: UTF8.self)
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      guard raw[index] == UInt8(ascii: "%") else {
        decoded.append(raw[index])
        index += 1
        continue
      }
      guard index + 2 < raw.count,
        let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2])
      else { throw .invalidPercentEncoding(component: component) }
      let byte = high << 4 | low
      // RFC 3986 2.3: unreserved characters are never encoded, so `%34%32` is not `42`.
      if isUnreserved(byte) { throw .needlessPercentEncoding(component: component) }
      decoded.append(byte)
      index += 3
    }
    // Decoding repairs bad UTF-8 with U+FFFD, so bytes that come back different were not
    // UTF-8. (`String(validating:as:)` says so directly, but needs macOS 15 or iOS 18.)
    let text = String(decoding: decoded, as: UTF8.self)
    guard text.utf8.elementsEqual(decoded) else {
      throw .invalidPercentEncoding(component: component)
    }
    func forbidden(_ scalar: Unicode.Scalar) -> DeepLinkError {
      let code = String(scalar.value, radix: 16, uppercase: true)
      return .forbiddenCharacter(
        component: component,
        scalar: "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code)
    }
    // A mark first would combine with whatever precedes the value on screen.
    if let first = text.unicodeScalars.first {
      switch first.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: throw forbidden(first)
      default: break
      }
    }
    for scalar in text.unicodeScalars where scalar.value < 0x20 || scalar.value >= 0x7F {
      let properties = scalar.properties
      switch properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
        .unassigned:
        throw forbidden(scalar)
      default:
        // Noncharacters (U+FFFF) and code points drawn as nothing (U+3164 HANGUL FILLER).
        if properties.isNoncharacterCodePoint || properties.isDefaultIgnorableCodePoint {
          throw forbidden(scalar)
        }
      }
    }
    // Only spaces and blank characters (U+00A0, U+2800 BRAILLE PATTERN BLANK): nothing to read.
    if text.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.value == 0x2800 }) {
      throw .blankComponent(component: component)
    }
    return text
  }
}

/// The byte with an ASCII capital letter turned lower case.
func lowercasedASCII(_ byte: UInt8) -> UInt8 {
  byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
}

/// Whether the byte is an RFC 3986 unreserved character: a letter, a digit, `-`, `.`, `_`, `~`.
private func isUnreserved(_ byte: UInt8) -> Bool {
  switch byte {
  case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: true
  default: false
  }
}

private func hexValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case 0x30...0x39: byte - 0x30
  case 0x41...0x46: byte - 0x41 + 10
  case 0x61...0x66: byte - 0x61 + 10
  default: nil
  }
}
