import BridgeFramework
import ColorServiceModule

/// The app-level services that routes inject into the scenes they build.
struct AppServices: Sendable {
  /// The app's colour service, handed to `BridgeFramework` through `BridgeColorLayer`.
  let colorService: ColorService

  init(colorService: ColorService = ColorService()) {
    self.colorService = colorService
  }
}
