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
    let bytes = Array(link.utf8)
    guard bytes.count <= Self.maximumLength else {
      throw .tooLong(length: bytes.count, limit: Self.maximumLength)
    }
    for (offset, byte) in bytes.enumerated() where byte < 0x21 || byte > 0x7E {
      let what =
        byte >= 0x80 ? "a non-ASCII character" : byte == 0x20 ? "a space" : "a control character"
      throw .malformed(
        link: link, reason: "it contains \(what) at byte \(offset); percent-encode it")
    }
    guard let colon = link.firstIndex(of: ":"), link[colon...].hasPrefix("://") else {
      throw .malformed(link: link, reason: "it has no '://' after its scheme")
    }
    let scheme = link[..<colon].lowercased()
    guard scheme == expectedScheme.lowercased() else {
      throw .wrongScheme(found: scheme, expected: expectedScheme.lowercased())
    }
    var rest = link[link.index(colon, offsetBy: 3)...]
    guard !rest.contains("#") else {
      throw .malformed(link: link, reason: "it has a fragment ('#'), which the app does not use")
    }
    var queryText: Substring?
    if let question = rest.firstIndex(of: "?") {
      queryText = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }
    var rawSegments = rest.split(separator: "/", omittingEmptySubsequences: false)
    if rawSegments.count > 1, rawSegments.last?.isEmpty == true { rawSegments.removeLast() }
    guard rawSegments.count <= Self.maximumSegments else {
      throw .tooManySegments(count: rawSegments.count, limit: Self.maximumSegments)
    }
    guard rawSegments.allSatisfy({ !$0.isEmpty }) else {
      throw .malformed(
        link: link,
        reason: rawSegments.first?.isEmpty != false
          ? "it has no host" : "it has an empty path segment")
    }
    var segments: [String] = []
    for raw in rawSegments { segments.append(try Self.decode(raw)) }
    var query: [String: String] = [:]
    if let queryText, !queryText.isEmpty {
      let items = queryText.split(separator: "&", omittingEmptySubsequences: false)
      guard items.count <= Self.maximumQueryItems else {
        throw .tooManyQueryItems(count: items.count, limit: Self.maximumQueryItems)
      }
      for item in items {
        guard let equals = item.firstIndex(of: "="), equals != item.startIndex else {
          throw .malformed(
            link: link, reason: "the query item '\(item)' is not of the form name=value")
        }
        let name = try Self.decode(item[..<equals])
        let value = try Self.decode(item[item.index(after: equals)...])
        guard query.updateValue(value, forKey: name) == nil else {
          throw .duplicateQueryItem(name: name)
        }
      }
    }
    self.init(scheme: scheme, segments: segments, query: query)
  }

  /// The link as text, each component percent-encoded, query items sorted by name.
  public var string: String {
    var text = scheme + "://" + segments.map(Self.encode).joined(separator: "/")
    if !query.isEmpty {
      text +=
        "?"
        + query.sorted { $0.key < $1.key }
        .map { Self.encode($0.key) + "=" + Self.encode($0.value) }
        .joined(separator: "&")
    }
    return text
  }

  /// The path as text, for messages: the decoded segments joined with `/`.
  public var path: String { segments.joined(separator: "/") }

  /// Percent-encodes every byte outside the unreserved set `A-Z a-z 0-9 - . _ ~`.
  ///
  /// - Parameter component: A decoded segment, query name or query value.
  /// - Returns: The encoded text.
  public static func encode(_ component: String) -> String {
    var result = ""
    for byte in component.utf8 {
      switch byte {
      case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E:
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }

  /// Decodes `%XX` escapes, insisting on valid UTF-8 without control or formatting characters.
  private static func decode(_ component: Substring) throws(DeepLinkError) -> String {
    var bytes: [UInt8] = []
    var iterator = component.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { throw .invalidPercentEncoding(component: String(component)) }
      bytes.append(high << 4 | low)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .invalidPercentEncoding(component: String(component))
    }
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        let code = String(scalar.value, radix: 16, uppercase: true)
        throw .forbiddenCharacter(
          component: String(component),
          scalar: "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code)
      default:
        continue
      }
    }
    return text
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
