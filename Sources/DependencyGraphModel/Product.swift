/// A product of a package: the name other packages depend on, and the targets it offers.
///
/// A dependency on a product makes the modules of its own targets importable, and builds
/// everything those targets depend on; ``targets`` lists only the first.
public struct Product: Hashable, Sendable {
  public let name: ProductName
  /// The targets the product is made of, in manifest order.
  public let targets: [TargetName]

  public init(name: ProductName, targets: [TargetName]) {
    self.name = name
    self.targets = targets
  }
}
