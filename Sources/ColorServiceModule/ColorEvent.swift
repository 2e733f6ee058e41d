public import BridgeFramework
public import Routing

/// The events `ColorServiceModule` serves.
public enum ColorEvent {
  /// Asks for the app's background colour.
  public struct CurrentColor: ModuleEvent {
    public typealias Result = RGBColor

    public init() {}
  }

  /// Every event type of the module, for validation at the composition root.
  public static let all: [any ModuleEvent.Type] = [CurrentColor.self]
}
