/// Names in the order they were added, each once.
public struct OrderedNames {
  /// The names.
  public private(set) var elements: [String] = []

  /// Creates an empty set.
  public init() {}

  /// Adds `name` unless it is there already.
  public mutating func append(_ name: String) {
    if !elements.contains(name) { elements.append(name) }
  }
}
