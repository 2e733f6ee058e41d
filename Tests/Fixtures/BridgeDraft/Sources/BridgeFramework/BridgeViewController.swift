/// The framework's screen, given the app's service through the drafted protocol.
public final class BridgeViewController {
  let colorService: any BridgeColorLayer

  public init(colorService: any BridgeColorLayer) {
    self.colorService = colorService
  }

  /// The colour the screen is painted with.
  public var backgroundColor: String { colorService.backgroundColor() }
}
