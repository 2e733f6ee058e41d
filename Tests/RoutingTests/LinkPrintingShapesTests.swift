import Testing

@testable import Routing

/// A route enum of every shape a case takes: payloads of several sizes, with and without spare
/// bits, cases without values declared between them, and a class.
private enum Shapes: Equatable, Sendable {
  final class Token: Equatable, Sendable, DeepLinkValue, LosslessStringConvertible {
    let id: Int
    init(id: Int) { self.id = id }
    convenience init?(_ description: String) {
      guard let id = Int(description) else { return nil }
      self.init(id: id)
    }
    var description: String { "\(id)" }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
  }

  case home
  case item(id: Int)
  case settings
  case search(term: String, page: Int?)
  case pair(Int, String)
  case flag(Bool)
  case token(Token)
  case last
}

/// A generic route enum: its payload types are resolved with its arguments.
private enum Box<Value: DeepLinkValue & Equatable>: Equatable, Sendable {
  case empty
  case value(Value)
  case pair(Value, Value)
}

/// One payload case and cases without values: the tag hides in the payload's spare bits.
private enum Single: Equatable, Sendable {
  case none, some
  case text(String)
}

/// Routes a table prints through `Mirror`: a boxed case, and a case whose entry takes an
/// optional where the case holds a value.
private enum Book: Hashable, Sendable {
  indirect case chapter(Int)
  case page(Int)
}

@Suite("Link printing: every shape of case, read through Mirror")
struct LinkPrintingShapesTests {
  private static var samples: [Shapes] {
    [
      .home, .item(id: 42), .settings, .search(term: "shoes", page: 2),
      .search(term: "a much longer term than fits inline", page: nil), .pair(-7, "x"),
      .flag(true), .token(.init(id: 3)), .last,
    ]
  }

  private static let table = Result { () throws(DeepLinkError) in
    try DeepLinkTable<Shapes>(
      scheme: "app",
      [
        .init("home", Shapes.home),
        .init("item/{id}", Shapes.item),
        .init("settings", Shapes.settings),
        .init("search/{term}?page", Shapes.search),
        .init("pair/{number}/{text}", Shapes.pair),
        .init("flag/{on}", Shapes.flag),
        .init("token/{id}", Shapes.token),
        .init("last", Shapes.last),
      ])
  }

  @Test("Each case prints its link, which resolves to the same route")
  func everyCaseRoundTrips() throws {
    let table = try Self.table.get()
    let links = try Self.samples.map { try table.link(for: $0).string }
    #expect(
      links == [
        "app://home", "app://item/42", "app://settings", "app://search/shoes?page=2",
        "app://search/a%20much%20longer%20term%20than%20fits%20inline", "app://pair/-7/x",
        "app://flag/true", "app://token/3", "app://last",
      ])
    try table.verify(Self.samples)
    #expect(try zip(links, Self.samples).allSatisfy { try table.resolve($0) == $1 })
  }

  @Test("Printing neither leaks nor frees the values the route holds")
  func printingKeepsValues() throws {
    let table = try Self.table.get()
    weak var held: Shapes.Token?
    do {
      let route = Shapes.token(Shapes.Token(id: 9))
      if case .token(let token) = route { held = token }
      for _ in 0..<1_000 {
        _ = try table.link(for: route)
      }
      #expect(held != nil && route == .token(.init(id: 9)))
    }
    #expect(held == nil)
  }

  @Test("A generic enum's cases print with its arguments")
  func genericRoute() throws {
    let table = try DeepLinkTable<Box<String>>(
      scheme: "app",
      [
        .init("empty", Box.empty), .init("value/{text}", Box.value),
        .init("pair/{a}/{b}", Box.pair),
      ])
    #expect(try table.link(for: .value("text")).string == "app://value/text")
    #expect(try table.link(for: .pair("a", "b")).string == "app://pair/a/b")
    #expect(try table.link(for: .empty).string == "app://empty")
  }

  @Test("A single payload case and its neighbours without values print apart")
  func singlePayload() throws {
    let table = try DeepLinkTable<Single>(
      scheme: "app",
      [.init("none", Single.none), .init("some", .some), .init("text/{t}", Single.text)])
    #expect(
      try [Single.none, .some, .text("x")].map { try table.link(for: $0).string }
        == ["app://none", "app://some", "app://text/x"])
  }

  @Test("A boxed case, and a case whose entry takes an optional where the case holds a value")
  func boxedAndOptional() throws {
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

  @Test("A case no entry makes is refused, as before")
  func unmadeCase() throws {
    let table = try DeepLinkTable<Single>(scheme: "app", [.init("none", Single.none)])
    #expect(
      throws: DeepLinkError.unprintableRoute(
        route: "some", reason: "no entry of the table makes it")
    ) { try table.link(for: .some) }
  }
}
