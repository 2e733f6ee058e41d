/// The query items a table lets every link carry without reading them: campaign and share tags
/// (`utm_source`, `ref`, `fbclid`) that marketing adds to links the app did not print.
///
/// Each element is a name, matched exactly (by bytes, as a route's items are), or a prefix
/// ending in `*`, matched by the start of the name:
///
/// ```swift
/// let ignored: IgnoredQueryItems = ["utm_*", "ref", "fbclid"]
/// let campaign = ignored.contains("utm_campaign")  // true
/// let page = ignored.contains("page")  // false
/// ```
public struct IgnoredQueryItems: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// The names matched exactly.
  public let names: Set<String>
  /// The prefixes, without their `*`.
  public let prefixes: [String]

  /// The items `elements` name: names, and prefixes ending in `*`.
  public init(_ elements: [String]) {
    names = Set(elements.filter { !$0.hasSuffix("*") })
    prefixes = elements.filter { $0.hasSuffix("*") }.map { String($0.dropLast()) }.sorted()
  }

  public init(arrayLiteral elements: String...) {
    self.init(elements)
  }

  /// Whether a link's item named `name` is ignored.
  public func contains(_ name: String) -> Bool {
    guard !names.isEmpty || !prefixes.isEmpty else { return false }
    // By bytes: `String` would equate the Kelvin sign with `K`.
    return names.contains { $0.utf8.elementsEqual(name.utf8) }
      || prefixes.contains { name.utf8.starts(with: $0.utf8) }
  }

  /// Checks that each element could be a link's query item name, or the start of one.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(pattern:reason:)`` naming the first that is
  ///   empty, holds a `*` before its end, or holds a character links refuse.
  func check() throws(DeepLinkError) {
    let elements =
      names.sorted().map { (written: $0, text: $0) }
      + prefixes.map { (written: $0 + "*", text: $0) }
    for (written, text) in elements {
      func refuse(_ reason: String) -> DeepLinkError {
        .invalidPattern(pattern: "?" + written, reason: reason)
      }
      guard !text.isEmpty else {
        throw refuse("an ignored query item is empty; give a name, or a prefix before its '*'")
      }
      guard !text.contains("*") else {
        throw refuse("a '*' may only end an ignored item, as a prefix: 'utm_*'")
      }
      do {
        try DeepLinkURL.check(text, component: DeepLinkURL.encode(text))
      } catch {
        throw refuse("'\(text)' is no query item name a link can carry: \(error)")
      }
    }
  }
}
