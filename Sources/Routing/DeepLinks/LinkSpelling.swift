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
  private var query: [String: String] = [:]
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
    guard let text = value.text else { return }
    let check = shape.checks[position]
    // An `Int` within its bounds is plain digits: nothing else to check.
    if let integer = value.integer, check?.admits(integer) ?? true {
      return place(text, for: capture)
    }
    guard value.readsBack else {
      throw Refusal(
        reason: "'\(capture.name)' would be spelled '\(text)', which its type does not read")
    }
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
    place(text, for: capture)
  }

  /// Puts a checked value's text where its capture stands.
  private mutating func place(_ text: String, for capture: DeepLinkPattern.Capture) {
    if let segment = capture.segment {
      segments[segment] = text
    } else if text != shape.defaults[position] {
      // A query item equal to its default is left out: one spelling per route.
      query[capture.name] = text
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
        scheme: scheme, segments: segments, query: query, checkingEachPart: false)
    } catch {
      let refusal = error.description
      throw Refusal(
        reason: "its link would be refused: "
          + (refusal.hasSuffix(".") ? String(refusal.dropLast()) : refusal))
    }
  }
}
