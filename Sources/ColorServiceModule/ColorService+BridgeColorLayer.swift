public import BridgeFramework

// The whole bridge on the app's side: `ColorService` already has `backgroundColor()`, so it
// conforms to the framework's protocol without a change to its implementation.
extension ColorService: BridgeColorLayer {}
