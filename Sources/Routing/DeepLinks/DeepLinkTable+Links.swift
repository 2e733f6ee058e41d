extension DeepLinkTable.Entry where Route: Equatable {
  /// An entry that both parses and prints its links, from one shape and the route's case.
  ///
  /// ```swift
  /// .init("user/{id in 1...}", AppRoute.profile),  // app://user/42
  /// .init("search/{term}?sort=recent&page", AppRoute.search),  // app://search/swift?page=2
  /// ```
  ///
  /// The shape is path segments separated by `/`, the host first: literal text, or a
  /// capture `{name}`, with `in 1...`, `in ...9` or `in 1...9` for an `Int` within bounds (and
  /// `in 0...5`, `in 0.5...` for a `Double`). After
  /// `?`, the query items separated by `&`: `name` (bounds too, `page in 1...`), or
  /// `name=text` for an item a link may leave out, read as `text` then. A value may state its
  /// type as messages print it, `{id: Int in 1...}`, and `{slug: identifier}` takes a `String`
  /// of ASCII letters, digits, `-` and `_` only. The route takes the captures in order, then
  /// the query items, as the types its function takes: any ``DeepLinkValue``, and for a query
  /// item an `Optional` one when a link may leave it out. A query item without a default, of a
  /// type that is not optional, is required.
  ///
  /// The table prints a route with the first entry whose function makes it from the values the
  /// route holds: give the route's case (`AppRoute.profile`), or a function that makes
  /// exactly one case from them.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` for a shape that does not
  ///   parse (a name that is not ASCII letters, digits, `_`, `-` and `.`), a number of captures
  ///   and items other than the function takes, bounds on a value that is not an `Int` or a
  ///   `Double`, a
  ///   stated type that is not the function's, an optional path capture, or a default its
  ///   type or bounds refuse.
  @inlinable
  public init<each Value: DeepLinkField>(
    _ shape: String,
    _ makeRoute: @escaping @Sendable (repeat each Value) throws(DeepLinkError) -> Route
  ) throws(DeepLinkError) {
    var fields: [LinkShape.Field] = []
    var types: [Any.Type] = []
    for type in repeat (each Value).self {
      fields.append(LinkShape.Field(type))
      types.append(type)
    }
    let shape = try LinkShape(parsing: shape, fields: fields)
    let defaults = shape.defaults
    let checks = shape.checks
    self.init(shape, printing: types) { parameters throws(DeepLinkError) in
      var position = 0
      func next<Field: DeepLinkField>(_: Field.Type) throws(DeepLinkError) -> Field {
        defer { position += 1 }
        // A path capture's check is mostly its segment's kind; the others are made here.
        if let check = checks[position] {
          try parameters.checkValue(position, check, default: defaults[position])
        }
        return try parameters.field(position, default: defaults[position])
      }
      return try makeRoute(repeat try next((each Value).self))
    } spell: { route, payload throws(DeepLinkError) in
      // The values the route's case holds, if they are the ones this entry's route takes (a
      // case without values holds none: the empty tuple, for an entry that takes none). The
      // function may refuse them, as it refuses a link's: its error is the answer then.
      guard let values = (payload ?? ()) as? (repeat each Value),
        try makeRoute(repeat each values) == route
      else { return nil }
      var spelling = LinkSpelling(shape)
      do throws(LinkSpelling.Refusal) {
        for value in repeat each values {
          try spelling.append(PrintedValue(value))
        }
      } catch {
        throw .unprintableRoute(route: String(describing: route), reason: error.reason)
      }
      return spelling
    }
  }

  /// An entry for a shape without values and the one route it leads to: `.init("home", .home)`.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` for a shape that does not
  ///   parse or that captures values.
  @inlinable
  public init(_ shape: String, _ route: Route) throws(DeepLinkError) {
    let parsed = try LinkShape(parsing: shape, fields: [])
    self.init(parsed, printing: []) { _ throws(DeepLinkError) in
      route
    } spell: { printed, payload in
      payload == nil && printed == route ? LinkSpelling(parsed) : nil
    }
  }
}

extension DeepLinkTable where Route: Equatable {
  /// The canonical link of a route: the one ``resolve(_:)-(String)`` turns back into it.
  ///
  /// ```swift
  /// let printed = try table.link(for: .profile(id: 42)).string  // "app://user/42"
  /// ```
  ///
  /// - Throws: ``DeepLinkError/unprintableRoute(route:reason:)`` when no entry makes the
  ///   route, a value is outside its bounds, not an identifier where the shape says
  ///   `identifier`, or text no link can carry (blank, or with a forbidden character); when
  ///   the entry's function refuses the route's values, the error it throws.
  /// - Complexity: O(*e*) in the number of entries that take as many values as the route's
  ///   case holds. The case's values are read with `Mirror`, and each such entry tries them as
  ///   the types it takes (an `Int` may be taken as an `Int?`) until one makes the route.
  @inlinable
  public func link(for route: Route) throws(DeepLinkError) -> DeepLinkURL {
    try printed(route).link
  }

  /// The link of `route`, and the index of the entry that printed it: the first entry that
  /// makes the route and can spell its values (an entry whose bounds refuse them passes the
  /// route on to the next).
  @inlinable
  func printed(_ route: Route) throws(DeepLinkError) -> (link: DeepLinkURL, entry: Int) {
    // Each entry is asked whether it makes the route: one that is not equal to itself (it
    // holds a NaN) is made by none, and no link could lead back to it.
    guard route == route else {
      throw .unprintableRoute(
        route: String(describing: route),
        reason: "it is not equal to itself (a value of it is not a number), so no link "
          + "resolves to it")
    }
    var firstError: DeepLinkError?
    let payload = RoutePayload(route)
    for index in printers[payload.count] ?? [] {
      do {
        guard let spelling = try entries[index].spell?(route, payload.values) else { continue }
        return (try link(for: route, entry: index, spelling: spelling), index)
      } catch {
        firstError = firstError ?? error
      }
    }
    throw firstError
      ?? .unprintableRoute(
        route: String(describing: route), reason: "no entry of the table makes it")
  }

  /// The link of `route` by the entry at `index`, spelled from the values it holds.
  @inlinable
  func link(for route: Route, entry index: Int, spelling: consuming LinkSpelling)
    throws(DeepLinkError) -> DeepLinkURL
  {
    let link: DeepLinkURL
    do {
      link = try spelling.link(scheme: scheme)
    } catch {
      throw .unprintableRoute(route: String(describing: route), reason: error.reason)
    }
    // Where another entry has a literal in place of a capture, the value may spell it.
    if shadowed[index], let parsed = try? resolve(link), parsed != route {
      throw .unprintableRoute(
        route: String(describing: route),
        reason: "its link \(link.string) is another route's, \(parsed): a literal of that "
          + "route's shape wins over a capture")
    }
    return link
  }

  /// Checks the table against routes: each prints, parses back to itself, and, where the
  /// route's case labels its values, gives them to the captures of the same names in the same
  /// order, so that two captures of one type cannot be swapped unnoticed.
  ///
  /// - Throws: The first failing route's ``DeepLinkError/unprintableRoute(route:reason:)``, or
  ///   the error of a value no link can carry.
  public func verify(_ routes: [Route]) throws(DeepLinkError) {
    for route in routes {
      let (link, index) = try printed(route)
      let labels = RoutePayload(route).labels
      let names = entries[index].pattern.captures.map(\.name)
      if !labels.isEmpty, labels != names {
        throw .unprintableRoute(
          route: String(describing: route),
          reason: "the shape '\(entries[index].pattern)' names its values "
            + names.joined(separator: ", ") + ", but the route "
            + labels.joined(separator: ", ")
            + "; give the captures the names of the route's values, in their order")
      }
      let parsed = try resolve(link.string)
      guard parsed == route else {
        throw .unprintableRoute(
          route: String(describing: route),
          reason: "its link \(link.string) parses to \(parsed), another route")
      }
    }
  }
}

/// The values an enum case holds, by reflection: one value, or a tuple of several, and their
/// labels when the case names them all.
@usableFromInline
struct RoutePayload {
  @usableFromInline let values: Any?
  let labels: [String]
  /// How many values the case holds.
  @usableFromInline let count: Int

  @usableFromInline
  init(_ route: some Any) {
    let mirror = Mirror(reflecting: route)
    guard mirror.displayStyle == .enum, let child = mirror.children.first else {
      (values, labels, count) = (nil, [], 0)
      return
    }
    let inner = Mirror(reflecting: child.value)
    guard inner.displayStyle == .tuple else {
      (values, labels, count) = (child.value, [], 1)
      return
    }
    count = inner.children.count
    let names = inner.children.map { $0.label ?? "" }
    // Unlabelled elements are named `.0`, `.1`, ...
    labels = names.contains { $0.isEmpty || $0.hasPrefix(".") } ? [] : names
    // A case with one labelled value holds a one-element tuple: the value is its element.
    values = inner.children.count == 1 ? inner.children.first?.value : child.value
  }
}

/// How a link spells one value of a route.
@usableFromInline
struct PrintedValue: Sendable {
  /// The texts, one per query item a list gives; none for a query item left out.
  @usableFromInline let texts: [String]
  /// Whether the value's type reads the texts back; a type whose values are not all spelled
  /// canonically (a colour outside the palette it names) may print one it refuses.
  @usableFromInline let readsBack: Bool
  /// The value, when it is an `Int`: its text is ASCII digits, which every link carries.
  @usableFromInline let integer: Int?

  @inlinable
  init<Value: DeepLinkField>(_ value: Value) {
    integer = value as? Int
    // A link's text is in NFC, as an `Int`'s digits are; `==` on strings finds the two
    // spellings equal.
    let fields = value.deepLinkFields
    texts = integer == nil ? fields.map(\.nfc) : fields
    // These spell every value canonically; another type is asked to read its texts back.
    readsBack =
      Value.self == Int.self || Value.self == String.self || Value.self == Int?.self
      || Value.self == String?.self || Value.parse(deepLinkFields: texts) != nil
  }
}
