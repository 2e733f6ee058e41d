/// A deep link taken apart: scheme, path segments (the host first) and query items, each
/// percent-decoded; or put together again, percent-encoded.
///
/// Parsing is strict, because links come from outside the app: only printable ASCII, no
/// fragment, no empty or dot segment, one spelling per link (no trailing slash, no empty
/// query), and bounded length and counts. An item given more than once keeps its values in
/// order (`?tag=a&tag=b`); a table refuses it unless its route takes a list there. A link built from parts
/// is checked by the same rules.
///
/// ```swift
/// let link = try DeepLinkURL(parsing: "app://user/42?tab=posts", scheme: "app")
/// let segments = link.segments  // ["user", "42"]
/// let query = link.query  // ["tab": "posts"]
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
  /// The decoded query items, each name's values in the order the link gives them.
  public let queryItems: [String: [String]]

  /// The decoded query items given once; an item given more than once is in ``queryItems``
  /// only.
  public var query: [String: String] {
    queryItems.compactMapValues { $0.count == 1 ? $0[0] : nil }
  }

  /// Creates a link from its parts, checked as a parsed link is: a link made this way is
  /// one that ``init(parsing:scheme:)`` accepts, and its ``string`` parses to an equal link.
  ///
  /// - Parameters:
  ///   - scheme: The scheme, for example `app`: a letter, then letters, digits, `+`, `-`, `.`.
  ///   - segments: The decoded path segments, the host first; at least one.
  ///   - query: The decoded query items.
  /// - Throws: The ``DeepLinkError`` that parsing the link would throw: a blank, empty, dot or
  ///   forbidden component, too many segments or items, text not in NFC (`nonCanonical`, naming
  ///   the link in NFC), or a link over the length limit.
  public init(scheme: String, segments: [String], query: [String: String] = [:])
    throws(DeepLinkError)
  {
    try self.init(
      scheme: scheme, segments: segments, queryItems: query.mapValues { [$0] },
      checkingEachPart: true)
  }

  /// Creates a link from its parts, an item given once per value, in order; see
  /// ``init(scheme:segments:query:)``.
  public init(scheme: String, segments: [String], queryItems: [String: [String]])
    throws(DeepLinkError)
  {
    try self.init(
      scheme: scheme, segments: segments, queryItems: queryItems, checkingEachPart: true)
  }

  /// Creates a link from its parts; without `checkingEachPart`, the caller has checked each
  /// segment, name and value as the public initializer does (neither blank nor holding a
  /// forbidden character, in NFC), and what is left is what depends on the scheme, on where
  /// a part stands, and on the whole link.
  init(
    scheme: String, segments: [String], queryItems: [String: [String]], checkingEachPart: Bool
  ) throws(DeepLinkError) {
    // A name without values is no item.
    let query = queryItems.filter { !$0.value.isEmpty }
    let isLowercase = !scheme.utf8.contains { $0 >= 0x41 && $0 <= 0x5A }
    let scheme = isLowercase ? scheme : scheme.lowercased()
    // The link's text, for a message: most links are never written out here.
    var link: String { Self.text(scheme: scheme, segments: segments, queryItems: query) }
    guard let first = scheme.utf8.first, isASCIILetter(first),
      scheme.utf8.allSatisfy({
        isASCIILetter($0) || isDigit($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E
      })
    else {
      throw .malformed(
        link: link,
        reason: "its scheme is not a letter followed by letters, digits, '+', '-' or '.'")
    }
    guard segments.count <= Self.maximumSegments else {
      throw .tooManySegments(count: segments.count, limit: Self.maximumSegments)
    }
    let itemCount = query.values.reduce(0) { $0 + $1.count }
    guard itemCount <= Self.maximumQueryItems else {
      throw .tooManyQueryItems(count: itemCount, limit: Self.maximumQueryItems)
    }
    guard !segments.isEmpty, !segments[0].isEmpty else {
      throw .malformed(link: link, reason: "it has no host")
    }
    for segment in segments {
      guard !segment.isEmpty else {
        throw .malformed(link: link, reason: "it has an empty path segment")
      }
      if let dots = Self.dotSegmentReason(segment) { throw .malformed(link: link, reason: dots) }
      if checkingEachPart { try Self.check(segment, component: Self.encode(segment)) }
    }
    let items = query.sorted { $0.key < $1.key }.flatMap { name, values in
      values.map { (name, $0) }
    }
    for (name, value) in checkingEachPart ? items : [] {
      let item = Self.queryItem(name, value)
      guard !name.isEmpty else {
        throw .malformed(
          link: link, reason: "the query item '\(item)' is not of the form name=value")
      }
      try Self.check(name, component: item)
      guard !value.isEmpty else { throw .blankComponent(component: item) }
      try Self.check(value, component: item)
    }
    if checkingEachPart,
      !segments.allSatisfy(\.isNFC) || !items.allSatisfy({ $0.0.isNFC && $0.1.isNFC })
    {
      throw .nonCanonical(
        link: link,
        canonical: Self.text(scheme: scheme, segments: segments, queryItems: query, nfc: true))
    }
    // Percent-encoding at most triples a part, so a link that short cannot be too long.
    let longest =
      scheme.utf8.count + 4 + segments.reduce(0) { $0 + 3 * $1.utf8.count + 1 }
      + items.reduce(0) { $0 + 3 * ($1.0.utf8.count + $1.1.utf8.count) + 2 }
    if longest > Self.maximumLength {
      let length = link.utf8.count
      guard length <= Self.maximumLength else {
        throw .tooLong(length: length, limit: Self.maximumLength)
      }
    }
    self.scheme = scheme
    self.segments = segments
    self.queryItems = query
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
    queryItems = parsed.query
  }

  /// Parses the UTF-8 bytes of `link` in one pass, allocating only the decoded components.
  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, link: String, expectedScheme: String
  ) throws(DeepLinkError) -> (scheme: String, segments: [String], query: [String: [String]]) {
    guard bytes.count <= maximumLength else {
      throw .tooLong(length: bytes.count, limit: maximumLength)
    }
    let (colon, question) = try delimiters(of: bytes, link: link)
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
    let (segments, trailingSlash) = try segments(
      of: bytes, from: colon + 3, to: pathEnd, link: link)
    let emptyQuery = question == bytes.count - 1
    var query: [String: [String]] = [:]
    if let question, question + 1 < bytes.count {
      query = try queryItems(of: bytes, from: question + 1, link: link)
    }
    // One spelling per link: text in NFC, no trailing slash and no empty query. Refused once
    // the rest of the link is known to be good, so that the spelling the error suggests is
    // accepted.
    if !segments.allSatisfy(\.isNFC)
      || !query.allSatisfy({ $0.key.isNFC && $0.value.allSatisfy(\.isNFC) })
    {
      throw .nonCanonical(
        link: link,
        canonical: text(scheme: scheme, segments: segments, queryItems: query, nfc: true))
    }
    if trailingSlash || emptyQuery {
      // The scheme as links print it, lower-cased; the rest as given.
      var canonical = Array(scheme.utf8) + bytes[colon..<(trailingSlash ? pathEnd - 1 : pathEnd)]
      if let question, !emptyQuery { canonical += bytes[question...] }
      throw .nonCanonical(link: link, canonical: String(decoding: canonical, as: UTF8.self))
    }
    return (scheme, segments, query)
  }

  /// The offsets of the scheme's `:`, which `//` must follow, and of the query's `?`, after
  /// checking that every byte is printable ASCII and that there is no fragment.
  private static func delimiters(of bytes: UnsafeBufferPointer<UInt8>, link: String)
    throws(DeepLinkError) -> (colon: Int, question: Int?)
  {
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
    return (colon, question)
  }

  /// The decoded segments of the path between `start` and `end`, the host first, and whether
  /// the path ends with a slash (which the caller refuses last, naming the canonical link).
  private static func segments(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, link: String
  ) throws(DeepLinkError) -> (segments: [String], trailingSlash: Bool) {
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(8)
    var segmentStart = start
    for offset in start...end where offset == end || bytes[offset] == UInt8(ascii: "/") {
      ranges.append(segmentStart..<offset)
      segmentStart = offset + 1
    }
    let trailingSlash = ranges.count > 1 && ranges[ranges.count - 1].isEmpty
    if trailingSlash { ranges.removeLast() }
    guard ranges.count <= maximumSegments else {
      throw .tooManySegments(count: ranges.count, limit: maximumSegments)
    }
    if let empty = ranges.firstIndex(where: { $0.isEmpty }) {
      throw .malformed(
        link: link, reason: empty == 0 ? "it has no host" : "it has an empty path segment")
    }
    var segments: [String] = []
    segments.reserveCapacity(ranges.count)
    for range in ranges {
      let segment = try decode(bytes, range)
      if let dots = dotSegmentReason(segment) { throw .malformed(link: link, reason: dots) }
      segments.append(segment)
    }
    return (segments, trailingSlash)
  }

  /// The decoded `name=value` items of the query that starts at `start`, none blank: each
  /// name's values in the order given.
  private static func queryItems(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, link: String
  ) throws(DeepLinkError) -> [String: [String]] {
    var items: [Range<Int>] = []
    var itemStart = start
    for offset in start...bytes.count
    where offset == bytes.count || bytes[offset] == UInt8(ascii: "&") {
      items.append(itemStart..<offset)
      itemStart = offset + 1
    }
    guard items.count <= maximumQueryItems else {
      throw .tooManyQueryItems(count: items.count, limit: maximumQueryItems)
    }
    var query: [String: [String]] = [:]
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
      query[name, default: []].append(value)
    }
    return query
  }

  /// Why `segment` cannot be a path segment, if it is `.` or `..`: a link names its path
  /// directly, and a value that a file path would resolve must not get through.
  private static func dotSegmentReason(_ segment: String) -> String? {
    guard segment.utf8.count <= 2, segment == "." || segment == ".." else { return nil }
    return "it has the path segment '\(segment)', which links do not use; write the path it means"
  }

  /// The link as text, each component percent-encoded, query items sorted by name, the
  /// values of one name in order.
  public var string: String {
    Self.text(scheme: scheme, segments: segments, queryItems: queryItems)
  }

  /// The text of a link's parts, each percent-encoded, query items sorted by name and the
  /// values of one name in order; with `nfc`, each part in NFC first.
  private static func text(
    scheme: String, segments: [String], queryItems: [String: [String]], nfc: Bool = false
  ) -> String {
    func form(_ text: String) -> String { nfc ? text.nfc : text }
    var text = scheme + "://" + segments.map { encode(form($0)) }.joined(separator: "/")
    let items = queryItems.map { (form($0.key), $0.value) }.sorted { $0.0 < $1.0 }.flatMap {
      name, values in values.map { queryItem(name, form($0)) }
    }
    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
    return text
  }

  /// One query item as a link spells it: a name ends at the first `=` and a value at `&`;
  /// `/` and `?` may stand in either.
  private static func queryItem(_ name: String, _ value: String) -> String {
    encode(name, escaping: [0x25, 0x26, 0x3D, 0x23]) + "="
      + encode(value, escaping: [0x25, 0x26, 0x23])
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
  private static func encode(_ component: String, escaping delimiters: [UInt8]) -> String {
    // Most components need no escape: the text itself, without building another.
    if component.utf8.allSatisfy({ $0 >= 0x21 && $0 <= 0x7E && !delimiters.contains($0) }) {
      return component
    }
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
    try check(text, component: component)
    return text
  }
}

extension DeepLinkURL {
  /// Checks decoded text against what every component of a link keeps to: neither blank nor
  /// holding a character no link needs (see ``DeepLinkError/forbiddenCharacter(component:scalar:)``).
  ///
  /// A few invisible characters pass where they show, and nowhere else:
  /// - ZWJ (U+200D) after a virama (Devanagari `क्‍ष`), or between emoji (`👩‍💻`, `❤️‍🔥`);
  /// - ZWNJ (U+200C) after a virama, or between letters of a script whose letters join
  ///   (Arabic, Syriac, N'Ko, Mongolian and the like: Persian `می‌خواهم`), as RFC 5892's
  ///   CONTEXTJ rules allow; between Latin letters either would make a look-alike of the
  ///   word without it;
  /// - a variation selector (U+FE00 to U+FE0F, U+E0100 to U+E01EF) right after a visible
  ///   character (`❤️`, `1️⃣`);
  /// - tag characters (U+E0020 to U+E007E) in an emoji tag sequence: after the black flag
  ///   U+1F3F4, ended by U+E007F (the flag of England).
  ///
  /// - Parameters:
  ///   - text: The decoded component.
  ///   - component: The component as the link spells it, for the error.
  /// - Throws: ``DeepLinkError/forbiddenCharacter(component:scalar:)`` or
  ///   ``DeepLinkError/blankComponent(component:)``.
  static func check(_ text: String, component: @autoclosure () -> String) throws(DeepLinkError) {
    // Printable ASCII and spaces hold no mark, joiner or forbidden character: such text is
    // refused only for being blank.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      guard text.utf8.contains(where: { $0 != 0x20 }) else {
        throw .blankComponent(component: component())
      }
      return
    }
    func forbidden(_ scalar: Unicode.Scalar) -> DeepLinkError {
      let code = String(scalar.value, radix: 16, uppercase: true)
      return .forbiddenCharacter(
        component: component(),
        scalar: "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code)
    }
    // A mark first would combine with whatever precedes the value on screen.
    if let first = text.unicodeScalars.first, isMark(first) { throw forbidden(first) }
    // Most text holds no joiner: its scalars are checked one by one, without context.
    let outsideASCII = text.unicodeScalars.lazy.filter { $0.value >= 0x7F || $0.value < 0x20 }
    guard outsideASCII.contains(where: { Joiner($0) != nil }) else {
      if let scalar = outsideASCII.first(where: { !isAllowedInLink($0) }) {
        throw forbidden(scalar)
      }
      return try checkNotBlank(text, component: component())
    }
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() where scalar.value >= 0x7F || scalar.value < 0x20 {
      guard let joiner = Joiner(scalar) else {
        guard isAllowedInLink(scalar) else { throw forbidden(scalar) }
        continue
      }
      guard joiner.shows(at: index, in: scalars) else { throw forbidden(scalar) }
    }
    try checkNotBlank(text, component: component())
  }

  private static func checkNotBlank(_ text: String, component: String) throws(DeepLinkError) {
    if isBlank(text) { throw .blankComponent(component: component) }
  }

  /// Whether `text` holds only spaces and blank characters (U+00A0, U+2800 BRAILLE PATTERN
  /// BLANK), or nothing: nothing to read.
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value == 0x2800 }
  }
}

/// An invisible scalar that shows only beside certain others: a zero-width joiner or
/// non-joiner, a variation selector, or a tag character.
private enum Joiner: Equatable {
  case joiner, nonJoiner, variationSelector, tag, cancelTag

  init?(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x200D: self = .joiner
    case 0x200C: self = .nonJoiner
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: self = .variationSelector
    case 0xE0020...0xE007E: self = .tag
    case 0xE007F: self = .cancelTag
    default: return nil
    }
  }

  /// Whether the joiner at `index` of `scalars` does its work there (see
  /// ``DeepLinkURL/check(_:component:)``).
  func shows(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    let previous = index > 0 ? scalars[index - 1] : nil
    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
    switch self {
    case .joiner:
      guard let previous, let next else { return false }
      return isVirama(previous)
        || (isEmojiEnd(previous) && isPictograph(next))
    case .nonJoiner:
      guard let previous else { return false }
      if isVirama(previous) { return true }
      // The letters on either side, past the marks that sit on them, must both join.
      let before = scalars[..<index].last { !isMark($0) }
      let after = scalars[(index + 1)...].first { !isMark($0) }
      return before.map(isInJoiningScript) == true && after.map(isInJoiningScript) == true
    case .variationSelector:
      return previous.map { isVisible($0) && Joiner($0) == nil } ?? false
    case .tag:
      // A tag sequence starts at the black flag and ends with the cancel tag.
      let isStart = previous?.value == 0x1F3F4 || previous.flatMap(Joiner.init) == .tag
      let ends = scalars[(index + 1)...].first { Joiner($0) != .tag }.flatMap(Joiner.init)
      return isStart && ends == .cancelTag
    case .cancelTag:
      return previous.flatMap(Joiner.init) == .tag
    }
  }
}

/// Whether a scalar is a virama: a mark of canonical combining class 9 that kills a
/// consonant's vowel, after which a joiner asks for a particular conjunct.
private func isVirama(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.canonicalCombiningClass == .virama
}

/// Whether an emoji can end with this scalar before a ZWJ: a pictograph, a skin tone, or the
/// variation selector that asks for emoji presentation.
private func isEmojiEnd(_ scalar: Unicode.Scalar) -> Bool {
  isPictograph(scalar) || scalar.properties.isEmojiModifier || scalar.value == 0xFE0F
}

/// Whether a scalar is an emoji outside ASCII (the digits, `#` and `*` are emoji too, as
/// keycap bases, but no ZWJ sequence joins them).
private func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
  !scalar.isASCII && scalar.properties.isEmoji
}

/// Whether a scalar is a letter of a script whose letters join one another, where ZWNJ
/// keeps two of them apart (RFC 5892's CONTEXTJ rule for ZWNJ, by script block).
private func isInJoiningScript(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x0600...0x08FF,  // Arabic, Syriac, Arabic Supplement, Thaana, N'Ko, Arabic Extended
    0x1800...0x18AF,  // Mongolian
    0xA840...0xA87F,  // Phags-pa
    0xFB50...0xFDFF, 0xFE70...0xFEFF,  // Arabic presentation forms
    0x10AC0...0x10AFF,  // Manichaean
    0x10B80...0x10BAF,  // Psalter Pahlavi
    0x10D00...0x10D3F,  // Hanifi Rohingya
    0x10F30...0x10F6F,  // Sogdian
    0x1E900...0x1E95F:  // Adlam
    scalar.properties.generalCategory == .otherLetter
      || scalar.properties.generalCategory == .modifierLetter
  default: false
  }
}

/// Whether a scalar outside printable ASCII may appear in a decoded component: not a control,
/// formatting, separator, private-use, surrogate or unassigned code point, not a noncharacter
/// (U+FFFF), and not drawn as nothing (U+3164 HANGUL FILLER).
private func isAllowedInLink(_ scalar: Unicode.Scalar) -> Bool {
  let properties = scalar.properties
  switch properties.generalCategory {
  case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate,
    .unassigned:
    return false
  default:
    return !properties.isNoncharacterCodePoint && !properties.isDefaultIgnorableCodePoint
  }
}

private func isMark(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .nonspacingMark, .spacingMark, .enclosingMark: true
  default: false
  }
}

/// Whether a scalar draws something of its own: allowed, and neither a mark nor white space.
private func isVisible(_ scalar: Unicode.Scalar) -> Bool {
  (scalar.value > 0x20 && scalar.value < 0x7F)
    || (isAllowedInLink(scalar) && !isMark(scalar) && !scalar.properties.isWhitespace
      && scalar.value != 0x2800)
}

private func isASCIILetter(_ byte: UInt8) -> Bool {
  lowercasedASCII(byte) >= 0x61 && lowercasedASCII(byte) <= 0x7A
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

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
