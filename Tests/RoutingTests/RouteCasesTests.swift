import Testing

@testable import Routing

/// A route enum laid out every way the runtime lays out cases: payloads of several sizes,
/// with and without spare bits, cases without values declared between them, and a boxed case.
private enum Shapes: Equatable {
  final class Token: Equatable {
    let id: Int
    init(id: Int) { self.id = id }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
  }

  case home
  case item(id: Int)
  case settings
  case search(term: String, page: Int?)
  case pair(Int, String)
  case flag(Bool)
  case token(Token)
  case list([String])
  indirect case nested(Shapes)
  case last
}

/// A generic route enum: its payload types are resolved with its arguments.
private enum Box<Value: Equatable>: Equatable {
  case empty
  case value(Value)
  case pair(Value, Value)
}

/// One payload case and cases without values: the tag hides in the payload's spare bits.
private enum Single: Equatable {
  case none, some
  case text(String)
}

/// Routes a table prints through `Mirror`: a boxed case, and a case whose entry takes an
/// optional where the case holds a value.
private enum Book: Hashable, Sendable {
  indirect case chapter(Int)
  case page(Int)
}

@Suite("Route cases: read from the enum's layout as Mirror reads them")
struct RouteCasesTests {
  private static var samples: [Shapes] {
    [
      .home, .item(id: 42), .settings, .search(term: "shoes", page: 2),
      .search(term: "a much longer term than fits inline", page: nil), .pair(-7, "x"),
      .flag(true), .token(.init(id: 3)), .list(["a", "b"]), .nested(.item(id: 1)), .last,
    ]
  }

  /// The case name and the payload's element types, as `Mirror` gives them.
  private static func reflected(_ value: some Any) -> (name: String, types: [ObjectIdentifier]) {
    guard let child = Mirror(reflecting: value).children.first else {
      return (String(describing: value), [])
    }
    let inner = Mirror(reflecting: child.value)
    let types =
      inner.displayStyle == .tuple
      ? inner.children.map { ObjectIdentifier(type(of: $0.value)) }
      : [ObjectIdentifier(type(of: child.value))]
    return (child.label ?? "", types)
  }

  @Test("Each case has its own tag, and the types Mirror finds in its payload")
  func tagsAndTypes() throws {
    let cases = try #require(RouteCases(Shapes.self))
    #expect(cases.payloadTypes.count == 10)
    var names: [Int: String] = [:]
    for sample in Self.samples {
      let tag = RouteCases.tag(of: sample)
      let (name, types) = Self.reflected(sample)
      #expect(names.updateValue(name, forKey: tag) ?? name == name, "\(sample)")
      if case .nested = sample {
        #expect(cases.payloadTypes[tag] == nil, "a boxed case is left to Mirror")
      } else {
        #expect(cases.payloadTypes[tag] == types, "\(sample)")
      }
    }
    #expect(Set(names.values).count == 10)
  }

  @Test("A payload read in place is the values the case holds")
  func payloads() {
    #expect(RouteCases.payload(of: Shapes.item(id: 42), as: Int.self) == 42)
    let search = RouteCases.payload(
      of: Shapes.search(term: "a much longer term than fits inline", page: nil),
      as: (String, Int?).self)
    #expect(search.0 == "a much longer term than fits inline" && search.1 == nil)
    let pair = RouteCases.payload(of: Shapes.pair(-7, "x"), as: (Int, String).self)
    #expect(pair.0 == -7 && pair.1 == "x")
    #expect(RouteCases.payload(of: Shapes.flag(true), as: Bool.self))
    let token = Shapes.Token(id: 3)
    #expect(RouteCases.payload(of: Shapes.token(token), as: Shapes.Token.self) === token)
    #expect(RouteCases.payload(of: Shapes.list(["a", "b"]), as: [String].self) == ["a", "b"])
    #expect(RouteCases.payload(of: Single.text("hello"), as: String.self) == "hello")
  }

  @Test("Reading a payload neither leaks nor frees the values the route holds")
  func payloadIsACopy() {
    weak var held: Shapes.Token?
    do {
      let route = Shapes.token(Shapes.Token(id: 9))
      if case .token(let token) = route { held = token }
      for _ in 0..<1_000 {
        _ = RouteCases.payload(of: route, as: Shapes.Token.self)
      }
      #expect(held != nil && route == .token(.init(id: 9)))
    }
    #expect(held == nil)
  }

  @Test("A generic enum's payloads are its arguments")
  func genericPayloads() throws {
    let cases = try #require(RouteCases(Box<String>.self))
    let value = Box.value("text")
    let pair = Box.pair("a", "b")
    #expect(cases.payloadTypes[RouteCases.tag(of: value)] == [ObjectIdentifier(String.self)])
    #expect(
      cases.payloadTypes[RouteCases.tag(of: pair)]
        == [ObjectIdentifier(String.self), ObjectIdentifier(String.self)])
    #expect(cases.payloadTypes[RouteCases.tag(of: Box<String>.empty)] == [])
    #expect(RouteCases.payload(of: value, as: String.self) == "text")
  }

  @Test("A single payload case and its empty neighbours have their own tags")
  func singlePayload() throws {
    let cases = try #require(RouteCases(Single.self))
    let tags = [Single.none, .some, .text("x")].map { RouteCases.tag(of: $0) }
    #expect(Set(tags).count == 3)
    #expect(
      cases.payloadTypes[RouteCases.tag(of: Single.text("x"))] == [ObjectIdentifier(String.self)])
  }

  @Test("A table prints through Mirror what the layout does not give an entry")
  func printingFallsBack() throws {
    let table = try DeepLinkTable<Book>(
      scheme: "app",
      [
        .init("chapter/{number}", Book.chapter),
        .init("page?number") { (number: Int?) in .page(number ?? 1) },
      ])
    #expect(try table.link(for: .chapter(3)).string == "app://chapter/3")
    #expect(try table.link(for: .page(7)).string == "app://page?number=7")
    try table.verify([.chapter(3), .page(7)])
  }

  @Test("A type that is not an enum, or an optional, has no layout to read")
  func notAnEnum() {
    #expect(RouteCases(Int.self) == nil)
    #expect(RouteCases(String.self) == nil)
    #expect(RouteCases(Shapes?.self) == nil)
    #expect(RouteCases((Int, Int).self) == nil)
  }
}
