/// The shape of a two-way entry's links, parsed from its text, `user/{id in 1...}?tab`, with
/// the types its route takes: the pattern the table matches, and each value's default.
///
/// A value is written `name`, `name in 1...9` (an `Int` or a `Double` within bounds), or with its type
/// stated, as messages and the guide write it: `name: Int in 1...`, `name: String`, or
/// `name: identifier` (a `String` of ASCII letters, digits, `-` and `_`). In the path it is in
/// braces, `{id: Int in 1...}`; in the query it may end with `=default`, `?page in 1...=1`.
///
/// A class, immutable: printing a link reads its entry's shape without copying its arrays.
@usableFromInline
final class LinkShape: Sendable {
  /// What the table needs to know of one type the route takes.
  @usableFromInline
  struct Field: Sendable {
    /// Whether it is `Int`, matched as a number so that bounds and literals order links.
    let isInt: Bool
    /// Whether a link may leave it out (an `Optional`).
    let isOptional: Bool
    /// The type's name, without the `Optional` around it: what a shape may state.
    let typeName: String
    /// Whether a default's text spells a value of it.
    let accepts: @Sendable (String) -> Bool
    /// Whether it is a list, a query item a link gives once per value.
    let isList: Bool

    @usableFromInline
    init<Value: DeepLinkField>(_: Value.Type) {
      isInt = Value.self == Int.self
      isOptional = Value.parse(deepLinkField: nil) != nil
      isList = Value.takesRepeatedItems
      let name = String(describing: Value.self)
      if isOptional && name.hasPrefix("Optional<") && name.hasSuffix(">") {
        typeName = String(name.dropFirst("Optional<".count).dropLast())
      } else if isList && name.hasPrefix("Array<") && name.hasSuffix(">") {
        typeName = "[" + name.dropFirst("Array<".count).dropLast() + "]"
      } else {
        typeName = name
      }
      accepts = { Value.parse(deepLinkField: $0) != nil }
    }

    /// Whether it is an `Int`, or an `Int` a link may leave out.
    var isIntValue: Bool { typeName == "Int" }
  }

  /// What a value must be besides a value of its type, checked in both directions.
  @usableFromInline
  enum Check: Hashable, Sendable {
    /// An integer within the range.
    case bounds(ClosedRange<Int>)
    /// A `Double` within the range.
    case decimalBounds(ClosedRange<Double>)
    /// ASCII letters, digits, `-` and `_` only.
    case identifier

    /// What the value is expected to be, in words, if `text` is not that; `nil` when it is.
    func refusal(of text: String) -> String? {
      switch self {
      case .bounds(let range):
        guard let value = Int.parse(deepLinkText: text), !admits(value) else { return nil }
        return DeepLinkParameters.expected(range)
      case .decimalBounds(let range):
        guard let value = Double.parse(deepLinkText: text), !range.contains(value) else {
          return nil
        }
        return Self.expected(range)
      case .identifier:
        return text.utf8.allSatisfy(isIdentifierByte) ? nil : Self.identifierExpectation
      }
    }

    /// Whether an `Int` is what the check asks for (its digits are an identifier's).
    func admits(_ integer: Int) -> Bool {
      guard case .bounds(let range) = self else { return true }
      return range.contains(integer)
    }

    static let identifierExpectation = "ASCII letters, digits, '-' or '_'"

    /// What a `Double` within `range` is, in words: `a number from 0.0 to 5.0`.
    static func expected(_ range: ClosedRange<Double>) -> String {
      switch (range.lowerBound, range.upperBound) {
      case (-.infinity, let upper): "a number of at most \(upper)"
      case (let lower, .infinity): "a number of at least \(lower)"
      case (let lower, let upper): "a number from \(lower) to \(upper)"
      }
    }

    /// Whether the value is checked where it is read, in a path segment as in a query item:
    /// bounds on an `Int` and `identifier` are the path segment's own kind.
    var checksPathSegment: Bool {
      if case .decimalBounds = self { true } else { false }
    }
  }

  let pattern: DeepLinkPattern
  /// Each value's default text, in the order of the pattern's captures.
  @usableFromInline let defaults: [String?]
  /// Each value's check, in the order of the pattern's captures.
  @usableFromInline let checks: [Check?]

  /// The forms a value takes, for messages.
  static let forms = "{name}, {name in 1...9}, {name: Type} or {name: Type in 1...9}"

  /// Parses `text` for a route that takes `fields`, in order.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` for text that is no shape, or
  ///   a shape that does not fit the fields.
  @usableFromInline
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
    var checks: [Check?] = []
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
        throw refuse("the capture '\(segment)' is not of the form \(Self.forms)")
      }
      defer { position += 1 }
      let field = position < fields.count ? fields[position] : nil
      let value = try Self.value(segment.dropFirst().dropLast(), field: field, in: text)
      checks.append(value.check)
      // More captures than values: the count below says so.
      guard let field else {
        segments.append(.string(value.name))
        continue
      }
      guard !field.isList else {
        throw refuse(
          "the route takes '\(value.name)' as a list, which a link gives as a query item, once "
            + "per value; make it a query item")
      }
      guard !field.isOptional else {
        throw refuse(
          "the route takes '\(value.name)' as an Optional, but a path segment is never "
            + "left out; make it a query item, or take a value that is not optional")
      }
      switch value.check {
      case .bounds(let range): segments.append(.int(value.name, in: range))
      case .identifier: segments.append(.identifier(value.name))
      case .decimalBounds, nil:
        segments.append(field.isInt ? .int(value.name) : .string(value.name))
      }
    }
    var names: [String] = []
    var lists: [String: ClosedRange<Int>] = [:]
    var defaults: [String?] = Array(repeating: nil, count: position)
    for item in queryText.map({ $0.split(separator: "&", omittingEmptySubsequences: false) }) ?? []
    {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let index = position + names.count
      let field = index < fields.count ? fields[index] : nil
      let (declaration, count) = try Self.listCount(parts[0], field: field, in: text)
      let value = try Self.value(declaration, field: field, in: text)
      let fallback = parts.count == 2 ? String(parts[1]) : nil
      if let count {
        guard fallback == nil else {
          throw refuse(
            "the list '\(value.name)' has a default; a link without the item gives the empty list")
        }
        lists[value.name] = count
      }
      if let field, let fallback {
        guard !fallback.isEmpty, field.accepts(fallback),
          value.check?.refusal(of: fallback) == nil
        else {
          throw refuse(
            "the default '\(fallback)' of '\(value.name)' is not a value the route takes")
        }
      }
      names.append(value.name)
      defaults.append(fallback)
      checks.append(value.check)
    }
    let count = segments.count { $0.parameterName != nil } + names.count
    guard count == fields.count else {
      throw refuse(
        "it gives \(count) value\(count == 1 ? "" : "s"), but the route takes "
          + "\(fields.count)")
    }
    pattern = try DeepLinkPattern(segments: segments, query: names, lists: lists)
    self.defaults = defaults
    self.checks = checks
  }

  /// One value of a shape, `name`, `name in 1...9`, `name: Type` or `name: Type in 1...9`,
  /// checked against the type the route takes there (none when the shape has more values
  /// than the route).
  private static func value(_ text: Substring, field: Field?, in shape: String)
    throws(DeepLinkError) -> (name: String, check: Check?)
  {
    func refuse(_ reason: String) -> DeepLinkError {
      .invalidPattern(pattern: shape, reason: reason)
    }
    let parts = text.split(separator: " in ", maxSplits: 1, omittingEmptySubsequences: false)
    let declaration = parts[0].split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(declaration[0].trimmingSpaces)
    guard isName(name) else {
      throw refuse(
        "'\(text)' is not of the form \(Self.forms); a name is ASCII letters, digits, '_', "
          + "'-' and '.'")
    }
    let stated = declaration.count == 2 ? String(declaration[1].trimmingSpaces) : nil
    if let stated, stated.isEmpty || !stated.allSatisfy({ !"{}=&? ".contains($0) }) {
      throw refuse("'\(text)' is not of the form \(Self.forms)")
    }
    guard let field else { return (name, nil) }
    if let stated, stated != "identifier", stated != field.typeName,
      stated != field.typeName + "?"
    {
      throw refuse("'\(name)' is stated as \(stated), but the route takes \(field.typeName)")
    }
    if stated == "identifier" {
      guard field.typeName == "String" else {
        throw refuse(
          "'\(name)' is stated as identifier, but the route takes \(field.typeName), not String")
      }
      guard parts.count == 1 else {
        throw refuse(
          "'\(name)' has bounds, but the route takes it as another type than Int or Double")
      }
      return (name, .identifier)
    }
    guard parts.count == 2 else { return (name, nil) }
    if field.typeName == "Double" {
      guard let range = Self.decimalRange(parts[1]) else {
        throw refuse(
          "the bounds '\(parts[1])' of '\(name)' are not 0.5..., ...5 or 0...5, of finite numbers")
      }
      return (name, .decimalBounds(range))
    }
    guard field.isIntValue else {
      throw refuse(
        "'\(name)' has bounds, but the route takes it as another type than Int or Double")
    }
    guard let range = Self.range(parts[1]) else {
      throw refuse("the bounds '\(parts[1])' of '\(name)' are not 1..., ...9 or 1...9")
    }
    return (name, .bounds(range))
  }

  /// A query item's declaration without its list count, `tag[1...5]` or `tag[]`, and the count
  /// (any a link may hold when none is given); `nil` for an item that is no list.
  private static func listCount(_ text: Substring, field: Field?, in shape: String)
    throws(DeepLinkError) -> (declaration: Substring, count: ClosedRange<Int>?)
  {
    func refuse(_ reason: String) -> DeepLinkError {
      .invalidPattern(pattern: shape, reason: reason)
    }
    let name = text.split(separator: ":", maxSplits: 1).first ?? text
    guard let open = name.firstIndex(of: "[") else {
      return (text, field?.isList == true ? DeepLinkPattern.anyCount : nil)
    }
    guard name.last == "]" || name.trimmingSpaces.last == "]" else {
      throw refuse("'\(text)' is not of the form name[] or name[1...5]")
    }
    let bounds = name[name.index(after: open)...].trimmingSpaces.dropLast()
    let declaration = text[..<open] + text[name.endIndex...]
    guard let field, field.isList else {
      throw refuse(
        "'\(text[..<open])' is given as a list, but the route takes "
          + "\(field?.typeName ?? "no value there"), not a list")
    }
    guard !bounds.isEmpty else { return (declaration, DeepLinkPattern.anyCount) }
    // `...5` and `1...` say nothing of the other end: none, or as many as a link holds.
    let most = DeepLinkURL.maximumQueryItems
    let ends = bounds.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
    guard ends.count == 2, !(ends[0].isEmpty && ends[1].isEmpty),
      let lower = ends[0].isEmpty ? 0 : Int.parse(deepLinkText: String(ends[0])),
      let upper = ends[1].isEmpty ? most : Int.parse(deepLinkText: String(ends[1])),
      0 <= lower, lower <= upper, upper <= most
    else {
      throw refuse(
        "the count '\(bounds)' of '\(text[..<open])' is not 1..., ...5 or 1...5, from 0 to "
          + "\(most) (the most items a link holds)")
    }
    return (declaration, lower...upper)
  }

  /// Whether `text` is a value's name: ASCII letters, digits, `_`, `-` and `.`, as a query
  /// item's name in a link often is (`page-size`, `utm_source`).
  private static func isName(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { $0 == UInt8(ascii: ".") || isIdentifierByte($0) }
  }

  /// `0.5...`, `...5` or `0...5`: finite numbers, as Swift reads a `Double`.
  private static func decimalRange(_ text: Substring) -> ClosedRange<Double>? {
    let bounds = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
    guard bounds.count == 2, !(bounds[0].isEmpty && bounds[1].isEmpty) else { return nil }
    func bound(_ text: Substring, otherwise: Double) -> Double? {
      guard !text.isEmpty else { return otherwise }
      return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
    guard let lower = bound(bounds[0], otherwise: -.infinity),
      let upper = bound(bounds[1], otherwise: .infinity),
      lower <= upper
    else { return nil }
    return lower...upper
  }

  /// `1...`, `...9` or `1...9`.
  private static func range(_ text: Substring) -> ClosedRange<Int>? {
    let bounds = text.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
    guard bounds.count == 2, !(bounds[0].isEmpty && bounds[1].isEmpty) else { return nil }
    func bound(_ text: Substring, otherwise: Int) -> Int? {
      text.isEmpty ? otherwise : Int.parse(deepLinkText: String(text))
    }
    guard let lower = bound(bounds[0], otherwise: .min),
      let upper = bound(bounds[1], otherwise: .max),
      lower <= upper
    else { return nil }
    return lower...upper
  }
}

extension Substring {
  /// The text without the spaces around it.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
