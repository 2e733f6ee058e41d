import BridgeFramework
public import ColorServiceModule

/// The app-level services that routes inject into the scenes they build.
public struct AppServices: Sendable {
  /// The app's colour service, handed to `BridgeFramework` through `BridgeColorLayer`.
  public let colorService: ColorService

  public init(colorService: ColorService = ColorService()) {
    self.colorService = colorService
  }
}
