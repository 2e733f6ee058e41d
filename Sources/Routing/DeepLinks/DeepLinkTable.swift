/// Turns deep links into routes through a table of patterns, matched segment by segment.
///
/// The patterns form a tree keyed by path segment, so resolving a link costs about the same
/// whatever the number of patterns. Where one pattern has a literal and another a capture that
/// would take it (`products/new` and `products/{slug: identifier}`), the literal wins. Building
/// the table rejects two patterns that could match the same link without such a literal to
/// decide; resolving never touches navigation, so a rejected link changes nothing.
///
/// ```swift
/// let table = try DeepLinkTable<AppRoute>(
///   scheme: "app",
///   [
///     .init(DeepLinkPattern(.literal("user"), .int("id"))) { id in .profile(id: id) }
///   ])
/// let route = try table.resolve("app://user/42")  // .profile(id: 42)
/// ```
///
/// Each route's closure takes the pattern's values in order and by type (see
/// ``DeepLinkPattern``), so a capture's name is written once, in the pattern; a closure that
/// takes other types is refused when the table is built.
public struct DeepLinkTable<Route: Sendable>: Sendable {
  /// One pattern and the route it makes from the values it captured.
  ///
  /// The closure takes the pattern's values in order: `{ id in .user(id) }` for
  /// `user/{id: Int}`, `{ term, sort in ... }` for `search/{term}?sort`. It may reject a value
  /// with ``DeepLinkError/invalidParameter(name:value:expected:)``.
  public struct Entry: Sendable {
    public let pattern: DeepLinkPattern
    /// The types the closure takes, checked against the pattern when the table is built;
    /// `nil` when the compiler checked them (the closure's types make the pattern's).
    @usableFromInline let takes: [ObjectIdentifier]?
    @usableFromInline let takesDescription: String
    @usableFromInline let makeRoute: @Sendable (DeepLinkParameters) throws(DeepLinkError) -> Route
    /// The route's link spelled from the values it holds, given the route and those values as
    /// `Mirror` reads them (one value, a tuple of several, `nil` for none); `nil` when this
    /// entry does not make the route, and the function's error when it refuses the values.
    @usableFromInline let spell: (@Sendable (Route, Any?) throws(DeepLinkError) -> LinkSpelling?)?
    /// How many values it prints; `nil` for an entry that does not print.
    let printedCount: Int?

    @usableFromInline
    init(
      _ pattern: DeepLinkPattern, takes types: [Any.Type],
      makeRoute: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> Route
    ) {
      self.pattern = pattern
      takes = types.map { ObjectIdentifier($0) }
      takesDescription = "(" + types.map { String(describing: $0) }.joined(separator: ", ") + ")"
      self.makeRoute = makeRoute
      spell = nil
      printedCount = nil
    }

    /// An entry whose types the compiler checked, and that prints its routes.
    @usableFromInline
    init(
      _ shape: LinkShape, printing types: [Any.Type],
      makeRoute: @escaping @Sendable (DeepLinkParameters) throws(DeepLinkError) -> Route,
      spell: @escaping @Sendable (Route, Any?) throws(DeepLinkError) -> LinkSpelling?
    ) {
      pattern = shape.pattern
      takes = nil
      takesDescription = ""
      self.makeRoute = makeRoute
      self.spell = spell
      printedCount = types.count
    }

    /// An entry for a pattern without values.
    @inlinable
    public init(
      _ pattern: DeepLinkPattern,
      makeRoute: @escaping @Sendable () throws(DeepLinkError) -> Route
    ) {
      self.init(pattern, takes: []) { _ throws(DeepLinkError) in try makeRoute() }
    }

    /// An entry for a pattern with one value.
    @inlinable
    public init<A: DeepLinkField>(
      _ pattern: DeepLinkPattern,
      makeRoute: @escaping @Sendable (A) throws(DeepLinkError) -> Route
    ) {
      self.init(pattern, takes: [A.self]) { values throws(DeepLinkError) in
        try makeRoute(values.value(0))
      }
    }

    /// An entry for a pattern with two values.
    @inlinable
    public init<A: DeepLinkField, B: DeepLinkField>(
      _ pattern: DeepLinkPattern,
      makeRoute: @escaping @Sendable (A, B) throws(DeepLinkError) -> Route
    ) {
      self.init(pattern, takes: [A.self, B.self]) { values throws(DeepLinkError) in
        try makeRoute(values.value(0), values.value(1))
      }
    }

    /// An entry for a pattern with three values.
    @inlinable
    public init<A: DeepLinkField, B: DeepLinkField, C: DeepLinkField>(
      _ pattern: DeepLinkPattern,
      makeRoute: @escaping @Sendable (A, B, C) throws(DeepLinkError) -> Route
    ) {
      self.init(pattern, takes: [A.self, B.self, C.self]) { values throws(DeepLinkError) in
        try makeRoute(values.value(0), values.value(1), values.value(2))
      }
    }

    /// An entry for a pattern with four values.
    @inlinable
    public init<
      A: DeepLinkField, B: DeepLinkField, C: DeepLinkField, D: DeepLinkField
    >(
      _ pattern: DeepLinkPattern,
      makeRoute: @escaping @Sendable (A, B, C, D) throws(DeepLinkError) -> Route
    ) {
      self.init(pattern, takes: [A.self, B.self, C.self, D.self]) { values throws(DeepLinkError) in
        try makeRoute(values.value(0), values.value(1), values.value(2), values.value(3))
      }
    }

    /// The error for a closure that takes other values than the pattern gives, if it does.
    var mismatch: DeepLinkError? {
      let gives = pattern.captures.map(\.kind.type)
      guard let takes, takes != gives.map({ ObjectIdentifier($0) }) else { return nil }
      return .routeTakesOtherValues(
        pattern: pattern.description,
        gives: "(" + gives.map { String(describing: $0) }.joined(separator: ", ") + ")",
        takes: takesDescription)
    }
  }

  /// The app's scheme, lower-cased.
  public let scheme: String
  /// The query items every link may carry and no route reads: campaign and share tags.
  public let ignoredQueryItems: IgnoredQueryItems
  @usableFromInline let entries: [Entry]
  /// For each entry, whether a link it prints may match another entry instead: where it has a
  /// capture, another has a literal that the capture's value could spell, and wins.
  @usableFromInline private(set) var shadowed: [Bool] = []
  /// The entries that print routes, by the number of values they print, each list in the
  /// entries' order: a route is printed by the first of those taking as many values as its
  /// case holds that makes it.
  @usableFromInline private(set) var printers: [Int: [Int]] = [:]
  private var nodes = [DeepLinkNode()]
  /// The fast path for plain links, over the same tree.
  @usableFromInline private(set) var plainLinks = PlainLinkMatcher(scheme: "", nodes: [])

  /// Builds a table.
  ///
  /// ```swift
  /// // app://user/42?utm_source=newsletter&ref=share opens .profile(id: 42)
  /// let table = try DeepLinkTable<AppRoute>(
  ///   scheme: "app", ignoring: ["utm_*", "ref", "fbclid"],
  ///   [.init("user/{id in 1...}", AppRoute.profile)])
  /// ```
  ///
  /// - Parameters:
  ///   - scheme: The app's scheme, for example `app`.
  ///   - ignored: The query items any link may carry that never change its route, and that
  ///     printed links never hold: names, and prefixes ending in `*` (`utm_*`). Any other item a
  ///     route does not take is refused.
  ///   - entries: The patterns and their routes.
  /// - Throws: ``DeepLinkError/ambiguousPatterns(_:_:)`` when two patterns could match the
  ///   same link and no literal decides between them (the first such pair in the order given);
  ///   ``DeepLinkError/routeTakesOtherValues(pattern:gives:takes:)`` when a route's
  ///   closure takes other types than its pattern gives;
  ///   ``DeepLinkError/invalidPattern(pattern:reason:)`` for an ignored item that is no query
  ///   name, or that a pattern takes.
  /// - Complexity: O(*p* × *s*) for *p* patterns of *s* segments, unless patterns with a
  ///   text capture must be compared with many others.
  public init(scheme: String, ignoring ignored: IgnoredQueryItems = [], _ entries: [Entry])
    throws(DeepLinkError)
  {
    self.scheme = scheme.lowercased()
    self.entries = entries
    try ignored.check()
    for entry in entries {
      if let taken = entry.pattern.query.first(where: ignored.contains) {
        throw .invalidPattern(
          pattern: entry.pattern.description,
          reason: "it takes the query item '\(taken)', which the table ignores; take it out of "
            + "the ignored items, or give the route's item another name")
      }
    }
    ignoredQueryItems = ignored
    for (index, entry) in entries.enumerated() {
      let segments = entry.pattern.segments
      if let clash = firstClash(with: segments, from: 0, depth: 0) {
        throw .ambiguousPatterns(entries[clash].pattern.description, entry.pattern.description)
      }
      var node = 0
      for segment in segments {
        node = child(of: node, for: segment)
      }
      nodes[node].entry = index
    }
    // Then each route against its own pattern.
    if let mismatch = entries.lazy.compactMap(\.mismatch).first { throw mismatch }
    plainLinks = PlainLinkMatcher(scheme: self.scheme, nodes: nodes)
    var shadowed: [Bool] = []
    for entry in entries {
      var node = 0
      var found = false
      for segment in entry.pattern.segments {
        if case .literal = segment {} else if !nodes[node].literals.isEmpty { found = true }
        node = child(of: node, for: segment)
      }
      shadowed.append(found)
    }
    self.shadowed = shadowed
    for (index, entry) in entries.enumerated() {
      if let count = entry.printedCount { printers[count, default: []].append(index) }
    }
  }

  /// The patterns, in the order they were given.
  public var patterns: [DeepLinkPattern] { entries.map(\.pattern) }

  /// Resolves a link to its route.
  ///
  /// - Parameter link: The link as received, for example `app://user/42`.
  /// - Returns: The route.
  /// - Throws: A ``DeepLinkError`` that says why the link was rejected.
  /// - Complexity: O(*n*) in the link's length when patterns do not share a prefix with a
  ///   text capture; independent of the number of patterns.
  @inlinable
  public func resolve(_ link: String) throws(DeepLinkError) -> Route {
    // Inlinable so that the caller runs it specialized for its route type: calling
    // `makeRoute` then needs no generic metadata looked up at run time.
    if let (index, pathStart) = plainLinks.match(link) {
      let entry = entries[index]
      return try entry.makeRoute(
        DeepLinkParameters(pattern: entry.pattern, plainLink: link, pathStart: pathStart))
    }
    return try resolve(parsing: link)
  }

  /// Parses `link` and resolves it. A link refused as another spelling of a canonical one
  /// names that spelling only when it opens a route; otherwise the error is the one the
  /// canonical spelling gets, which says why no route opens.
  @usableFromInline
  func resolve(parsing link: String) throws(DeepLinkError) -> Route {
    let parsed: DeepLinkURL
    do {
      parsed = try DeepLinkURL(parsing: link, scheme: scheme)
    } catch .nonCanonical(let given, let canonical) {
      // The canonical spelling is refused for what it says, or named as the one to use.
      _ = try resolve(try DeepLinkURL(parsing: canonical, scheme: scheme))
      throw .nonCanonical(link: given, canonical: canonical)
    }
    return try resolve(parsed)
  }

  /// Resolves a parsed link to its route.
  ///
  /// - Returns: The route.
  /// - Throws: A ``DeepLinkError`` that says why the link was rejected.
  public func resolve(_ link: DeepLinkURL) throws(DeepLinkError) -> Route {
    guard link.scheme == scheme else { throw .wrongScheme(found: link.scheme, expected: scheme) }
    var typeError: DeepLinkError?
    guard let index = match(link.segments, from: 0, depth: 0, typeError: &typeError) else {
      throw typeError ?? .noMatch(path: link.path)
    }
    let entry = entries[index]
    // Names are compared by bytes, as literals are: `String` would equate the Kelvin sign
    // with `K`, so `tracking%E2%84%AAey` would pass for `trackingKey`.
    let names = link.queryItems.keys.sorted()
    // An item given more than once is a list's, or an ignored one; any other is refused.
    for name in names
    where link.queryItems[name, default: []].count > 1 && entry.pattern.lists[name] == nil
      && !ignoredQueryItems.contains(name)
    {
      throw .duplicateQueryItem(name: name)
    }
    for name in names
    where !entry.pattern.query.contains(where: { $0.utf8.elementsEqual(name.utf8) })
      && !ignoredQueryItems.contains(name)
    {
      throw .unknownQueryItem(name: name, allowed: entry.pattern.query.sorted())
    }
    return try entry.makeRoute(DeepLinkParameters(pattern: entry.pattern, link: link))
  }

  /// Walks the tree along `segments` and returns the entry that matches, by precedence: where
  /// one pattern has a literal and another a capture, the literal wins, at the first segment
  /// where they differ so. A literal edge is tried first; when it leads nowhere, every capture
  /// that accepts the segment is, and the best of what they find is kept. The table refused
  /// two patterns that match one link without such a segment, so the best is unique, whatever
  /// order the patterns were given in.
  private func match(
    _ segments: [String], from node: Int, depth: Int, typeError: inout DeepLinkError?
  ) -> Int? {
    guard depth < segments.count else { return nodes[node].entry }
    let text = segments[depth]
    let current = nodes[node]
    // Literals are compared by bytes: `String` would equate the Kelvin sign with `K`.
    if let next = current.literals[Array(text.utf8)],
      let found = match(segments, from: next, depth: depth + 1, typeError: &typeError)
    {
      return found
    }
    var best: Int?
    func consider(_ child: Int) {
      guard let found = match(segments, from: child, depth: depth + 1, typeError: &typeError)
      else { return }
      best = best.map { preferred($0, found, after: depth) } ?? found
    }
    if !current.integers.isEmpty {
      if let value = decimalInteger(text) {
        let accepting = current.integers.filter { $0.range.contains(value) }
        for integer in accepting { consider(integer.child) }
        if accepting.isEmpty, typeError == nil {
          // Each range the captures here accept, and their names, for one error.
          var names: [String] = []
          for integer in current.integers {
            if let name = parameterName(below: integer.child, depth: depth), !names.contains(name) {
              names.append(name)
            }
          }
          typeError = .invalidParameter(
            name: names.joined(separator: "' or '"), value: text,
            expected: current.integers.map { DeepLinkParameters.expected($0.range) }
              .joined(separator: " or "))
        }
      } else if typeError == nil,
        let name = parameterName(below: current.integers[0].child, depth: depth)
      {
        typeError = .invalidParameter(
          name: name, value: text,
          expected: "a decimal integer that fits in an Int, without '+' or leading zeros")
      }
    }
    if let next = current.string { consider(next) }
    return best
  }

  /// Of two entries that match one link and agree up to `depth`, the one with a literal at the
  /// first later segment where the other has a capture.
  private func preferred(_ first: Int, _ second: Int, after depth: Int) -> Int {
    let one = entries[first].pattern.segments
    let other = entries[second].pattern.segments
    for index in (depth + 1)..<min(one.count, other.count) {
      switch (one[index], other[index]) {
      case (.literal, .literal): continue
      case (.literal, _): return first
      case (_, .literal): return second
      default: continue
      }
    }
    return first
  }

  /// The name of the capture at `depth` of any entry below `node`.
  private func parameterName(below node: Int, depth: Int) -> String? {
    var pending = [node]
    while let current = pending.popLast() {
      if let entry = nodes[current].entry {
        return entries[entry].pattern.segments[depth].parameterName
      }
      pending += nodes[current].literals.values
      pending += nodes[current].integers.map(\.child)
      pending += [nodes[current].string].compactMap { $0 }
    }
    return nil
  }

  /// An existing entry that some link matches together with `segments`, segment by segment
  /// either the same literal or two captures that accept a common value: no literal decides
  /// between them. The relation is symmetric, so whether a table builds does not depend on the
  /// order of its entries.
  private func firstClash(with segments: [DeepLinkPattern.Segment], from node: Int, depth: Int)
    -> Int?
  {
    guard depth < segments.count else { return nodes[node].entry }
    let current = nodes[node]
    var next: [Int] = []
    switch segments[depth] {
    case .literal(let text):
      if let literal = current.literals[Array(text.utf8)] { next.append(literal) }
    case .int(_, let range):
      next += current.integers.filter { $0.range.overlaps(range) }.map(\.child)
      next += [current.string].compactMap { $0 }
    case .string, .identifier:
      next += current.integers.map(\.child)
      next += [current.string].compactMap { $0 }
    }
    for child in next {
      if let found = firstClash(with: segments, from: child, depth: depth + 1) { return found }
    }
    return nil
  }

  private mutating func child(of node: Int, for segment: DeepLinkPattern.Segment) -> Int {
    let existing: Int? =
      switch segment {
      case .literal(let text): nodes[node].literals[Array(text.utf8)]
      case .int(_, let range): nodes[node].integers.first { $0.range == range }?.child
      case .string, .identifier: nodes[node].string
      }
    if let existing { return existing }
    nodes.append(DeepLinkNode())
    let created = nodes.count - 1
    switch segment {
    case .literal(let text): nodes[node].literals[Array(text.utf8)] = created
    case .int(_, let range):
      // Sorted by range, so that the tree is the same whatever order the entries came in.
      nodes[node].integers.append((range, created))
      nodes[node].integers.sort {
        ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
      }
    case .string, .identifier: nodes[node].string = created
    }
    return created
  }
}

/// One node of a table's pattern tree: where each kind of segment leads, and the entry that
/// ends here. Outside the generic table, so that walking the tree needs no generic metadata.
struct DeepLinkNode: Sendable {
  /// Keyed by the literal's UTF-8.
  var literals: [[UInt8]: Int] = [:]
  /// One child per distinct range of the integer captures here, sorted by range.
  var integers: [(range: ClosedRange<Int>, child: Int)] = []
  /// Text and identifier captures share one child: each accepts what the other may.
  var string: Int?
  var entry: Int?
}
