import Routing
import Testing

/// The routes of a recipes app that rate and scale: `Double` values, bounded.
private enum RecipeRoute: Hashable, Sendable {
  case rated(rating: Double)
  case scaled(id: Int, factor: Double?)
}

@Suite("Deep-link values: one spelling each, finite doubles, bounds")
struct DeepLinkValuesTests {
  private static func table() throws(DeepLinkError) -> DeepLinkTable<RecipeRoute> {
    try DeepLinkTable(
      scheme: "app",
      [
        .init("rated/{rating: Double in 0...5}", RecipeRoute.rated),
        .init("recipe/{id in 1...}?factor in 0.25...8", RecipeRoute.scaled),
      ])
  }

  /// Checks that `value` prints as `text`, which reads back as `value` and prints the same.
  private static func roundTrips<Value: DeepLinkValue & Equatable>(_ value: Value, as text: String)
    -> Bool
  {
    value.deepLinkText == text && Value.parse(deepLinkText: text) == value
      && Value.parse(deepLinkText: text)?.deepLinkText == text
  }

  @Test("Each value of the library round-trips its edge values with one spelling")
  func edgeValues() {
    #expect(Self.roundTrips(Int.min, as: "-9223372036854775808"))
    #expect(Self.roundTrips(Int.max, as: "9223372036854775807"))
    #expect(Self.roundTrips(0, as: "0"))
    #expect(Self.roundTrips(-1, as: "-1"))
    #expect(Self.roundTrips(true, as: "true"))
    #expect(Self.roundTrips(false, as: "false"))
    #expect(Self.roundTrips("", as: ""))
    #expect(Self.roundTrips("é a/b", as: "é a/b"))
    #expect(Self.roundTrips(0.0, as: "0.0"))
    #expect(Self.roundTrips(-0.0, as: "0.0"))
    #expect(Self.roundTrips(Double.greatestFiniteMagnitude, as: "1.7976931348623157e+308"))
    #expect(Self.roundTrips(-Double.greatestFiniteMagnitude, as: "-1.7976931348623157e+308"))
    #expect(Self.roundTrips(Double.leastNonzeroMagnitude, as: "5e-324"))
    #expect(Self.roundTrips(0.1, as: "0.1"))
    #expect(Self.roundTrips(1e-05, as: "1e-05"))
    #expect(Self.roundTrips(4.5, as: "4.5"))
  }

  @Test(
    "Other spellings of a value, and values that are no number, are refused",
    arguments: [
      "nan", "NaN", "inf", "-inf", "infinity", "-0.0", "+1.0", "1", "01.0", "1e5", "0x1p3", " 1.0",
      "",
    ])
  func refusedDoubles(_ text: String) {
    #expect(Double.parse(deepLinkText: text) == nil)
  }

  @Test("A bounded Double in a path segment and in a query item: inside, outside, not a number")
  func boundedDoubles() throws {
    let table = try Self.table()
    #expect(try table.resolve("app://rated/4.5") == .rated(rating: 4.5))
    #expect(try table.resolve("app://rated/0.0") == .rated(rating: 0))
    #expect(try table.resolve("app://recipe/7?factor=0.5") == .scaled(id: 7, factor: 0.5))
    #expect(try table.resolve("app://recipe/7") == .scaled(id: 7, factor: nil))
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "rating", value: "5.5", expected: "a number from 0.0 to 5.0")
    ) { try table.resolve("app://rated/5.5") }
    #expect(
      throws: DeepLinkError.invalidParameter(
        name: "factor", value: "9.0", expected: "a number from 0.25 to 8.0")
    ) { try table.resolve("app://recipe/7?factor=9.0") }
    for link in ["app://rated/nan", "app://rated/-0.0", "app://rated/inf", "app://rated/5"] {
      #expect(throws: DeepLinkError.self) { try table.resolve(link) }
    }
    #expect(try table.link(for: .rated(rating: -0.0)).string == "app://rated/0.0")
    #expect(try table.link(for: .scaled(id: 7, factor: 2)).string == "app://recipe/7?factor=2.0")
    #expect(throws: DeepLinkError.self) { try table.link(for: .rated(rating: 6)) }
    try table.verify([.rated(rating: 0), .rated(rating: 5), .scaled(id: 1, factor: 0.25)])
  }

  @Test("A route holding NaN is refused by printing with the reason, and opens as itself")
  @MainActor
  func notANumber() throws {
    let table = try Self.table()
    #expect(
      throws: DeepLinkError.unprintableRoute(
        route: "rated(rating: nan)",
        reason: "it is not equal to itself (a value of it is not a number), so no link "
          + "resolves to it")
    ) { try table.link(for: .rated(rating: .nan)) }
    var guards = RouteGuards<RecipeRoute, Void>([])
    var shown: [RecipeRoute] = []
    let outcome = try guards.open(.rated(rating: .nan), in: ()) { shown.append($0) }
    guard case .opened = outcome else {
      Issue.record("a route no guard redirected was reported as \(outcome)")
      return
    }
    #expect(shown.count == 1 && guards.pending == nil)
  }

  @Test("Bounds a Double shape cannot have are refused when the table is built")
  func badDoubleBounds() {
    for shape in [
      "rated/{rating: Double in 5...0}", "rated/{rating in nan...5}", "rated/{rating in ...}",
      "rated/{rating in 0...inf}",
    ] {
      #expect(throws: DeepLinkError.self) {
        _ = try DeepLinkTable<RecipeRoute>(scheme: "app", [.init(shape, RecipeRoute.rated)])
      }
    }
  }

  @Test("Importing Routing leaves a client's Int.init and Double.init unambiguous")
  func standardInitializersUnchanged() {
    let words = ["1", "x", "3"]
    #expect(words.compactMap(Int.init) == [1, 3])
    #expect(words.compactMap(Double.init) == [1, 3])
    #expect(["true", "no"].compactMap(Bool.init) == [true])
  }
}
