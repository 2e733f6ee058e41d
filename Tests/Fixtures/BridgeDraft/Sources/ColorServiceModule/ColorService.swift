import BridgeFramework

/// The app's colour service, which also shows the framework's screen.
public struct ColorService {
  /// Creates the service.
  public init() {}

  /// The app's background colour.
  public func backgroundColor() -> String { "red" }

  /// Opens the framework's screen.
  public func showBridge() -> BridgeViewController { BridgeViewController(colorService: self) }
}
