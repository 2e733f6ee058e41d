/// A type a link can carry in a path segment or a query item, in one canonical spelling.
///
/// `Int`, `String`, `Bool` and `Double` conform. A type of your own conforms with an empty
/// extension when it is `LosslessStringConvertible` (spelled as its `description`) or
/// `RawRepresentable` with such a raw value (spelled as its `rawValue`):
///
/// ```swift
/// // app://search/swift?sort=popular
/// enum Sort: String, DeepLinkValue { case recent, popular }
/// ```
///
/// A value is read only from its canonical spelling, the text it prints as: `Int` refuses
/// `+1`, `01` and `-0`; `Bool` takes `true` and `false` only; `Double` takes finite numbers
/// only, spelled as Swift prints them (`4.5`, `1.0`, `1e-05`), and zero as `0.0` alone.
///
/// The requirements are static functions, not initializers: an initializer on `Int` would
/// join every `Int.init` a client writes, and make `words.compactMap(Int.init)` ambiguous.
public protocol DeepLinkValue: DeepLinkField {
  /// The value `text` spells, or `nil` unless `text` is its canonical spelling.
  static func parse(deepLinkText text: String) -> Self?
  /// The value's canonical spelling.
  var deepLinkText: String { get }
}

extension DeepLinkValue {
  public static var deepLinkExpectation: String { "a \(Self.self)" }

  public static func parse(deepLinkField text: String?) -> Self? {
    text.flatMap(parse(deepLinkText:))
  }

  public var deepLinkField: String? { deepLinkText }
}

extension DeepLinkValue where Self: LosslessStringConvertible {
  public static func parse(deepLinkText text: String) -> Self? {
    guard let value = Self(text), value.description == text else { return nil }
    return value
  }

  public var deepLinkText: String { description }
}

extension DeepLinkValue where Self: RawRepresentable, RawValue: LosslessStringConvertible {
  public static func parse(deepLinkText text: String) -> Self? {
    guard let raw = RawValue(text), raw.description == text else { return nil }
    return Self(rawValue: raw)
  }

  public var deepLinkText: String { rawValue.description }
}

extension Int: DeepLinkValue {
  public static var deepLinkExpectation: String {
    "a decimal integer that fits in an Int, without '+' or leading zeros"
  }
}

extension String: DeepLinkValue {}
extension Bool: DeepLinkValue {
  public static var deepLinkExpectation: String { "'true' or 'false'" }
}

extension Double: DeepLinkValue {
  /// A finite number spelled as Swift prints it; `nan`, `inf` and `-0.0` are refused, so that
  /// each value has one spelling and every value read equals itself.
  public static func parse(deepLinkText text: String) -> Double? {
    guard let value = Double(text), value.isFinite, value.description == text,
      text != "-0.0"
    else { return nil }
    return value
  }

  /// The number as Swift prints it; zero, positive or negative, as `0.0`. A value that is not
  /// finite has no spelling a link may carry: printing a route that holds one is refused.
  public var deepLinkText: String { self == 0 ? "0.0" : description }

  public static var deepLinkExpectation: String {
    "a finite number as Swift prints a Double (4.5, 1.0, 1e-05)"
  }
}

/// A value a route takes from a link: a ``DeepLinkValue``, or an optional one for a query item
/// that a link may leave out.
///
/// Conform a type to ``DeepLinkValue``, not to this protocol; `Optional` is the one other
/// conformance.
public protocol DeepLinkField: Sendable {
  /// The value a link's text spells; `nil` text for a query item the link leaves out. `nil`
  /// when the text is refused, or when the value is required and missing.
  static func parse(deepLinkField text: String?) -> Self?
  /// The text a link spells the value with; `nil` for a query item it leaves out.
  var deepLinkField: String? { get }
  /// What a refused text must be instead, for the error: `a Sort`, by default.
  static var deepLinkExpectation: String { get }
  /// Whether a link may give the query item more than once, once per value: a list.
  static var takesRepeatedItems: Bool { get }
  /// The value the texts of a query item spell, one per time the link gives it (none when it
  /// leaves it out); `nil` when a text is refused. A value that is not a list takes one.
  static func parse(deepLinkFields texts: [String]) -> Self?
  /// The texts a link spells the value with, one query item each: none for an item left out.
  var deepLinkFields: [String] { get }
}

extension DeepLinkField {
  public static var takesRepeatedItems: Bool { false }

  public static func parse(deepLinkFields texts: [String]) -> Self? {
    texts.count <= 1 ? parse(deepLinkField: texts.first) : nil
  }

  public var deepLinkFields: [String] { deepLinkField.map { [$0] } ?? [] }
}

/// A list of values, a query item given once per value, in order: `?tag=soup&tag=quick` is
/// `["soup", "quick"]`, and a link without the item is the empty list.
extension Array: DeepLinkField where Element: DeepLinkValue {
  public static var takesRepeatedItems: Bool { true }

  public static func parse(deepLinkField text: String?) -> [Element]? {
    parse(deepLinkFields: text.map { [$0] } ?? [])
  }

  public static func parse(deepLinkFields texts: [String]) -> [Element]? {
    var values: [Element] = []
    values.reserveCapacity(texts.count)
    for text in texts {
      guard let value = Element.parse(deepLinkText: text) else { return nil }
      values.append(value)
    }
    return values
  }

  /// The one value's text; `nil` for a list of another length, which ``deepLinkFields``
  /// spells.
  public var deepLinkField: String? { count == 1 ? self[0].deepLinkText : nil }

  public var deepLinkFields: [String] { map(\.deepLinkText) }

  public static var deepLinkExpectation: String { Element.deepLinkExpectation }
}

extension Optional: DeepLinkField where Wrapped: DeepLinkValue {
  public static func parse(deepLinkField text: String?) -> Wrapped?? {
    guard let text else { return .some(.none) }
    return Wrapped.parse(deepLinkText: text).map { .some($0) }
  }

  public var deepLinkField: String? { self?.deepLinkText }

  public static var deepLinkExpectation: String { Wrapped.deepLinkExpectation }
}

extension DeepLinkValue
where Self: RawRepresentable & CaseIterable, RawValue: LosslessStringConvertible {
  public static var deepLinkExpectation: String {
    "one of " + allCases.map(\.rawValue.description).joined(separator: ", ")
  }
}
