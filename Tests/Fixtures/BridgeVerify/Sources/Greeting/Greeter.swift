import Names

/// Greets whoever a name source names.
public struct Greeter {
  public init() {}

  public func greet(_ names: NameSource) -> String {
    "Hello, \(names.name())"
  }
}
