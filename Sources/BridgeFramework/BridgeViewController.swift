public import Routing

/// The framework's screen, painted with a colour that a service of the app supplies.
///
/// It receives the service through its initializer as `any BridgeColorLayer`, so the framework
/// never names the app's type and the module graph keeps pointing one way.
public final class BridgeViewController: HeadlessScene {
  public let title: String = "Bridge"

  private let colorService: any BridgeColorLayer

  /// Creates the screen with the service that colours it.
  ///
  /// - Parameter colorService: Any value that supplies a background colour; in the app, the
  ///   app's own colour service.
  public init(colorService: any BridgeColorLayer) {
    self.colorService = colorService
  }

  /// The colour the screen is painted with, asked of the injected service each time.
  public var backgroundColor: RGBColor { colorService.backgroundColor() }

  /// Renders the screen as text: its background colour.
  ///
  /// - Returns: One line naming the colour and the type that supplied it.
  public func render() -> String {
    "background \(backgroundColor), supplied by \(type(of: colorService))"
  }
}
