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
/// `+1`, `01` and `-0`; `Bool` takes `true` and `false` only.
public protocol DeepLinkValue: DeepLinkField {
  /// The value `text` spells, or `nil` unless `text` is its canonical spelling.
  init?(deepLinkText text: String)
  /// The value's canonical spelling.
  var deepLinkText: String { get }
}

extension DeepLinkValue {
  public static var deepLinkExpectation: String { "a \(Self.self)" }

  public init?(deepLinkField text: String?) {
    guard let text else { return nil }
    self.init(deepLinkText: text)
  }

  public var deepLinkField: String? { deepLinkText }
}

extension DeepLinkValue where Self: LosslessStringConvertible {
  public init?(deepLinkText text: String) {
    guard let value = Self(text), value.description == text else { return nil }
    self = value
  }

  public var deepLinkText: String { description }
}

extension DeepLinkValue where Self: RawRepresentable, RawValue: LosslessStringConvertible {
  public init?(deepLinkText text: String) {
    guard let raw = RawValue(text), raw.description == text, let value = Self(rawValue: raw)
    else { return nil }
    self = value
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
extension Double: DeepLinkValue {}

/// A value a route takes from a link: a ``DeepLinkValue``, or an optional one for a query item
/// that a link may leave out.
///
/// Conform a type to ``DeepLinkValue``, not to this protocol; `Optional` is the one other
/// conformance.
public protocol DeepLinkField: Sendable {
  /// The value a link's text spells; `nil` text for a query item the link leaves out. `nil`
  /// when the text is refused, or when the value is required and missing.
  init?(deepLinkField text: String?)
  /// The text a link spells the value with; `nil` for a query item it leaves out.
  var deepLinkField: String? { get }
  /// What a refused text must be instead, for the error: `a Sort`, by default.
  static var deepLinkExpectation: String { get }
}

extension Optional: DeepLinkField where Wrapped: DeepLinkValue {
  public init?(deepLinkField text: String?) {
    guard let text else {
      self = .none
      return
    }
    guard let value = Wrapped(deepLinkText: text) else { return nil }
    self = value
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
