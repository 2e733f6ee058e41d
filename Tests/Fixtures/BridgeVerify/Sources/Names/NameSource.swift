/// The names the app knows.
public struct NameSource {
  public init() {}

  public func name() -> String { "ada" }
}
