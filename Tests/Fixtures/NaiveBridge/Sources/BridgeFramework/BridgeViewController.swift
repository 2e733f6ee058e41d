import ColorServiceModule

/// The framework's screen, which creates the app's service itself: the edge that closes the cycle.
public final class BridgeViewController {
  let colorService = ColorService()

  /// Creates the screen.
  public init() {}

  /// The colour the screen is painted with.
  public var backgroundColor: String { colorService.backgroundColor() }
}
