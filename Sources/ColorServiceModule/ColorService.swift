public import BridgeFramework

/// The app's colour service: the one place that decides the app's background colour.
///
/// It knows nothing of `BridgeFramework`'s screens; see `ColorService+BridgeColorLayer.swift`
/// for the single line that lets the framework use it.
public struct ColorService: ColorLayer {
  private let color: RGBColor

  public init(color: RGBColor = .red) {
    self.color = color
  }

  /// The colour the app paints its screens with.
  ///
  /// - Returns: The colour the service was created with.
  public func backgroundColor() -> RGBColor { color }
}
