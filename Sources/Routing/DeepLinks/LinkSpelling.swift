/// A route's link being spelled from its values, one by one in the order of its shape's
/// captures: the literals stand in place from the start, and each value is checked as it
/// comes.
@usableFromInline
struct LinkSpelling {
  /// Why a route's values cannot be spelled as a link of the shape.
  @usableFromInline
  struct Refusal: Error {
    @usableFromInline let reason: String
  }

  private let shape: LinkShape
  /// The path, the host first: each capture's segment empty until its value comes.
  private var segments: [String]
  private var query: [String: [String]] = [:]
  /// The capture the next value is for.
  private var position = 0

  @usableFromInline
  init(_ shape: LinkShape) {
    self.shape = shape
    segments = shape.pattern.segments.map { segment in
      guard case .literal(let text) = segment else { return "" }
      return text
    }
  }

  /// Spells the next value.
  ///
  /// - Throws: A refusal when its type does not read its text back, its text is outside its
  ///   check (bounds, `identifier`), blank, or holds a character no link carries.
  @usableFromInline
  mutating func append(_ value: PrintedValue) throws(Refusal) {
    let capture = shape.pattern.captures[position]
    defer { position += 1 }
    if let count = shape.pattern.lists[capture.name], !count.contains(value.texts.count) {
      throw Refusal(
        reason: "'\(capture.name)' holds \(value.texts.count) value"
          + "\(value.texts.count == 1 ? "" : "s"), but it must hold "
          + DeepLinkParameters.expectedCount(count))
    }
    guard let first = value.texts.first else { return }
    // An `Int` within its bounds is plain digits: nothing else to check.
    if let integer = value.integer, shape.checks[position]?.admits(integer) ?? true {
      return place([first], for: capture)
    }
    guard value.readsBack else {
      let text = value.texts.count == 1 ? first : value.texts.joined(separator: "', '")
      throw Refusal(
        reason: "'\(capture.name)' would be spelled '\(text)', which its type does not read")
    }
    for text in value.texts { try check(text, for: capture) }
    place(value.texts, for: capture)
  }

  /// Checks one text of a value against its capture's check, and as a link's part.
  private func check(_ text: String, for capture: DeepLinkPattern.Capture) throws(Refusal) {
    let check = shape.checks[position]
    if let check, let expected = check.refusal(of: text) {
      let shown = check == .identifier ? "'\(text)'" : text
      throw Refusal(reason: "'\(capture.name)' is \(shown), but it must be \(expected)")
    }
    do {
      try DeepLinkURL.check(text, component: text)
    } catch {
      guard case .forbiddenCharacter(_, let scalar) = error else {
        throw Refusal(reason: "'\(capture.name)' is blank text, which no link carries")
      }
      throw Refusal(
        reason: "'\(capture.name)' holds the character \(scalar), which no link carries")
    }
  }

  /// Puts a checked value's texts where its capture stands: a path segment holds one, a query
  /// item one per text.
  private mutating func place(_ texts: [String], for capture: DeepLinkPattern.Capture) {
    if let segment = capture.segment {
      segments[segment] = texts[0]
    } else if texts != [shape.defaults[position]] {
      // A query item equal to its default is left out: one spelling per route.
      query[capture.name] = texts
    }
  }

  /// The link the values spelled.
  ///
  /// - Throws: A refusal when the link as a whole is refused: too long, a path capture left
  ///   out, or a value that is a dot segment.
  @usableFromInline
  consuming func link(scheme: String) throws(Refusal) -> DeepLinkURL {
    do {
      // The pattern checked its literals and names, and `append` each value.
      return try DeepLinkURL(
        scheme: scheme, segments: segments, queryItems: query, checkingEachPart: false)
    } catch {
      let refusal = error.description
      throw Refusal(
        reason: "its link would be refused: "
          + (refusal.hasSuffix(".") ? String(refusal.dropLast()) : refusal))
    }
  }
}
