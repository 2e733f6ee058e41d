public import Routing

/// The `BridgeFramework` module: the lower framework that declares what it needs from the app.
public let moduleDescriptor = ModuleDescriptor(
  name: "BridgeFramework",
  role: "lower framework; declares BridgeColorLayer",
  dependencies: [Routing.moduleDescriptor]
)
