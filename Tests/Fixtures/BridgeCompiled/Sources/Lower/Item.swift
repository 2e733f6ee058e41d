/// A value of the lower target.
public struct Item {
  /// Creates an item.
  public init() {}

  var weight = 1
}
