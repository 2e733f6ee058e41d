import BridgeFramework
public import Routing

/// The `ColorServiceModule` module: the app-level colour service.
public let moduleDescriptor = ModuleDescriptor(
  name: "ColorServiceModule",
  role: "app service; conforms to BridgeColorLayer",
  dependencies: [BridgeFramework.moduleDescriptor, Routing.moduleDescriptor]
)
