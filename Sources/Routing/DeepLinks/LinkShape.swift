/// The shape of a two-way entry's links, parsed from its text, `user/{id in 1...}?tab`, with
/// the types its route takes: the pattern the table matches, and each value's default.
struct LinkShape: Sendable {
  /// What the table needs to know of one type the route takes.
  struct Field: Sendable {
    /// Whether it is `Int`, matched as a number so that bounds and literals order links.
    let isInt: Bool
    /// Whether a link may leave it out (an `Optional`).
    let isOptional: Bool
    /// Whether a default's text spells a value of it.
    let accepts: @Sendable (String) -> Bool

    init<Value: DeepLinkField>(_: Value.Type) {
      isInt = Value.self == Int.self
      isOptional = Value(deepLinkField: nil) != nil
      accepts = { Value(deepLinkField: $0) != nil }
    }
  }

  let pattern: DeepLinkPattern
  /// Each value's default text, in the order of the pattern's captures.
  let defaults: [String?]

  /// Parses `text` for a route that takes `fields`, in order.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` for text that is no shape, or
  ///   a shape that does not fit the fields.
  init(parsing text: String, fields: [Field]) throws(DeepLinkError) {
    func refuse(_ reason: String) -> DeepLinkError {
      .invalidPattern(pattern: text, reason: reason)
    }
    let path: Substring
    let queryText: Substring?
    if let question = text.firstIndex(of: "?") {
      path = text[..<question]
      queryText = text[text.index(after: question)...]
    } else {
      (path, queryText) = (text[...], nil)
    }
    var segments: [DeepLinkPattern.Segment] = []
    var position = 0
    for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
      guard segment.first == "{" else {
        guard !segment.contains("{") && !segment.contains("}") else {
          throw refuse("the segment '\(segment)' holds a brace; a capture is the whole segment")
        }
        segments.append(.literal(String(segment)))
        continue
      }
      guard segment.last == "}", segment.count > 2 else {
        throw refuse("the capture '\(segment)' is not of the form {name} or {name in 1...9}")
      }
      let inside = segment.dropFirst().dropLast()
      let parts = inside.split(separator: " in ", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard !name.isEmpty, !name.contains(where: { "{} ".contains($0) }) else {
        throw refuse("the capture '\(segment)' has no name")
      }
      defer { position += 1 }
      guard position < fields.count else {
        // More captures than values: the count below says so.
        segments.append(.string(name))
        continue
      }
      let field = fields[position]
      guard !field.isOptional else {
        throw refuse(
          "the route takes '\(name)' as an Optional, but a path segment is never "
            + "left out; make it a query item, or take a value that is not optional")
      }
      if parts.count == 2 {
        guard field.isInt else {
          throw refuse("'\(name)' has bounds, but the route takes it as another type than Int")
        }
        guard let range = Self.range(parts[1]) else {
          throw refuse("the bounds '\(parts[1])' of '\(name)' are not 1..., ...9 or 1...9")
        }
        segments.append(.int(name, in: range))
      } else {
        segments.append(field.isInt ? .int(name) : .string(name))
      }
    }
    var names: [String] = []
    var defaults: [String?] = Array(repeating: nil, count: position)
    for item in queryText.map({ $0.split(separator: "&", omittingEmptySubsequences: false) }) ?? []
    {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let fallback = parts.count == 2 ? String(parts[1]) : nil
      if position + names.count < fields.count, let fallback {
        guard !fallback.isEmpty, fields[position + names.count].accepts(fallback) else {
          throw refuse("the default '\(fallback)' of '\(name)' is not a value the route takes")
        }
      }
      names.append(name)
      defaults.append(fallback)
    }
    let count = segments.count { $0.parameterName != nil } + names.count
    guard count == fields.count else {
      throw refuse(
        "it gives \(count) value\(count == 1 ? "" : "s"), but the route takes "
          + "\(fields.count)")
    }
    pattern = try DeepLinkPattern(segments: segments, query: names)
    self.defaults = defaults
  }

  /// `1...`, `...9` or `1...9`.
  private static func range(_ text: Substring) -> ClosedRange<Int>? {
    let bounds = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
    guard bounds.count == 2, !(bounds[0].isEmpty && bounds[1].isEmpty) else { return nil }
    func bound(_ text: Substring, otherwise: Int) -> Int? {
      text.isEmpty ? otherwise : Int(deepLinkText: String(text))
    }
    guard let lower = bound(bounds[0], otherwise: .min),
      let upper = bound(bounds[1], otherwise: .max),
      lower <= upper
    else { return nil }
    return lower...upper
  }
}
