public import Routing

/// The `LoginModule` module: the login feature, which knows only `Routing`.
public let moduleDescriptor = ModuleDescriptor(
  name: "LoginModule",
  role: "login feature; knows only Routing",
  dependencies: [Routing.moduleDescriptor]
)
