public import BridgeFramework

/// The app's own colour interface, written before any framework needed it.
public protocol ColorLayer: Sendable {
  /// The colour the app paints its screens with.
  ///
  /// - Returns: The background colour.
  func backgroundColor() -> RGBColor
}
