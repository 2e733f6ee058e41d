/// What `BridgeFramework` needs from the app that uses it: a background colour.
///
/// This protocol is the bridge. The framework cannot import the app's colour service, because
/// the app imports the framework and the compiler refuses the cycle. So the framework declares
/// the one method it needs, the app's service conforms, and the app passes the service in
/// through ``BridgeViewController/init(colorService:)``.
///
/// ```swift
/// struct FixedColor: BridgeColorLayer {
///   func backgroundColor() -> RGBColor { .blue }
/// }
/// ```
///
/// ```swift
/// let scene = BridgeViewController(colorService: FixedColor())
/// ```
public protocol BridgeColorLayer: Sendable {
  /// The colour to paint the framework's screens with.
  ///
  /// - Returns: The background colour.
  func backgroundColor() -> RGBColor
}
