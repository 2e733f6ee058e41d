/// What a module of the workspace says about itself: its name, its role and what it imports.
///
/// Each module publishes one as `moduleDescriptor`, so the demo can draw the graph from the
/// modules themselves, and a test compares the drawing with the package manifest.
public struct ModuleDescriptor: Hashable, Sendable {
  /// The module's name, as it is imported.
  public let name: String

  /// What the module is for, in a few words.
  public let role: String

  /// The modules of the workspace that this module imports directly.
  public let dependencies: [ModuleDescriptor]

  /// Creates a descriptor.
  ///
  /// - Parameters:
  ///   - name: The module's name, as it is imported.
  ///   - role: What the module is for, in a few words.
  ///   - dependencies: The modules of the workspace that this module imports directly.
  public init(name: String, role: String, dependencies: [ModuleDescriptor] = []) {
    self.name = name
    self.role = role
    self.dependencies = dependencies
  }
}

/// The `Routing` module: headless scenes and navigation, knowing no feature.
public let moduleDescriptor = ModuleDescriptor(
  name: "Routing",
  role: "scenes, navigation, routes; knows no feature"
)
